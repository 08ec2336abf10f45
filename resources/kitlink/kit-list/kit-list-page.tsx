import '../texts';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { EntityListPage, useEntityAccess } from '@/engine/screens';
import { ExtensionUnavailableError, retryUnlessFinal } from '@/http';
import { formatNumber } from '@/i18n';
import { getKitCounts, kitlinkKeys } from '../api';
import { KitCountGroups, useEntryLabel } from './kit-counts';
import { QueryState } from '@/ui/query-state';
import { useWaitAtMost } from '@/ui/use-wait-at-most';
import { KIT_GROUPS, type KitCounts } from '../types';
import { kits, useKitFilter, type KitFilter } from './use-kit-filter';

const kitPage = (record: { id: string | number }) => `/kitlink/kit/${encodeURIComponent(String(record.id))}`;

/** The counts chosen as filters, each removable; the list's other filters stay in its toolbar. */
function ChosenFilters({ counts, filter, choose, clear }: KitFilter & { counts: KitCounts }) {
  const translate = useTranslate();
  const labelOf = useEntryLabel();
  const chosen = KIT_GROUPS.flatMap((group) => {
    const value = filter[group];
    if (value === undefined || value === null || value === '') return [];
    const entry = counts.groups[group].find((e) => String(e.value) === String(value));
    const text = translate('kitlink.kit_list.chosen_filter', {
      group: translate(`kitlink.kit_list.group.${group}`),
      value: labelOf(group, { label: entry?.label ?? String(value) }),
    });
    return [{ group, text }];
  });
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center">
      <Typography variant="body2" aria-live="polite">
        {translate('kitlink.kit_list.total', { count: formatNumber(counts.total) })}
      </Typography>
      {chosen.map(({ group, text }) => (
        <Chip
          key={group}
          color="primary"
          label={text}
          aria-label={translate('kitlink.kit_list.remove', { filter: text })}
          onClick={() => choose(group, undefined)}
          onDelete={() => choose(group, undefined)}
        />
      ))}
      {chosen.length > 1 && (
        <Button size="small" onClick={() => clear(chosen.map((c) => c.group))}>
          {translate('kitlink.kit_list.clear')}
        </Button>
      )}
    </Stack>
  );
}

/** The kits counted by group over `filter` (one request however many screens part ask). */
function useKitCounts(filter: KitFilter['filter'], enabled: boolean) {
  return useQuery({
    queryKey: kitlinkKeys.kitCounts(filter),
    queryFn: () => getKitCounts(filter),
    placeholderData: keepPreviousData,
    retry: retryUnlessFinal,
    enabled,
  });
}

/** How long the list waits, unseen, for the counts above it before it is shown anyway. */
const HOLD_FOR_COUNTS_MS = 1000;

/** The counts above the list, over the same filter: choosing one narrows the list below. */
function KitCountsPanel({
  counts,
  kitFilter,
}: {
  counts: ReturnType<typeof useKitCounts>;
  kitFilter: KitFilter;
}) {
  const translate = useTranslate();
  // Without the counts call the list below works alone.
  if (counts.error instanceof ExtensionUnavailableError) return null;
  return (
    <Box
      component="section"
      aria-label={translate('kitlink.kit_list.counts')}
      aria-busy={counts.isFetching}
      sx={{ px: 2, pt: 2 }}
    >
      <QueryState {...counts}>
        {() => (
          <Stack spacing={2}>
            <KitCountGroups counts={counts.data!} filter={kitFilter.filter} onChoose={kitFilter.choose} />
            <ChosenFilters counts={counts.data!} {...kitFilter} />
          </Stack>
        )}
      </QueryState>
    </Box>
  );
}

/** `/kit-list`: kits counted by status, study and consignment, above the kits list they filter. */
export default function KitListPage() {
  const access = useEntityAccess(kits);
  const kitFilter = useKitFilter();
  const counts = useKitCounts(kitFilter.filter, access.list);
  // The counts take most of the screen's height: the list below is laid out but not shown until
  // they are there (or failed, or took too long), so it does not jump down under the reader.
  const waiting = access.list && counts.isPending && counts.fetchStatus === 'fetching';
  const overdue = useWaitAtMost(waiting, HOLD_FOR_COUNTS_MS);
  const unseen = waiting && !overdue;
  return (
    <>
      {access.list && <KitCountsPanel counts={counts} kitFilter={kitFilter} />}
      <Box sx={unseen ? { visibility: 'hidden' } : undefined} inert={unseen || undefined}>
        <EntityListPage schema={kits} rowLink={kitPage} />
      </Box>
    </>
  );
}
