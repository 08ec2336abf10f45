import '../texts';
import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate, type Identifier } from 'react-admin';
import { formatNumber } from '@/i18n';
import { KIT_TABLE } from '@/domain/kit-states';
import { stateLabel } from '../states';
import { KIT_GROUPS, type KitCountEntry, type KitCounts, type KitGroup, type KitListFilter } from '../types';

/** Studies and consignments run to hundreds: the busiest come first, the rest on request. */
const FIRST = 8;

// A long study title wraps rather than hiding its count behind an ellipsis.
const WRAPPING = {
  height: 'auto',
  minHeight: 32,
  '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 },
} as const;

const sameValue = (a: unknown, b: unknown) => a !== undefined && a !== null && String(a) === String(b);

/** How an entry reads: a state in words, a study by title, a consignment by reference. */
export function useEntryLabel() {
  const translate = useTranslate();
  return (group: KitGroup, entry: Pick<KitCountEntry, 'label'>) =>
    group === 'status' ? translate(stateLabel(KIT_TABLE, entry.label)) : entry.label;
}

interface GroupProps {
  group: KitGroup;
  entries: readonly KitCountEntry[];
  chosen: unknown;
  onChoose: (group: KitGroup, value: Identifier | undefined) => void;
}

/** One group's counts; each is a toggle that narrows the list to it, and pressed again clears it. */
function CountGroup({ group, entries, chosen, onChoose }: GroupProps) {
  const translate = useTranslate();
  const labelOf = useEntryLabel();
  const headingId = useId();
  const [all, setAll] = useState(false);
  const long = group !== 'status' && entries.length > FIRST;
  const shown = long && !all ? entries.filter((e, i) => i < FIRST || sameValue(e.value, chosen)) : entries;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography id={headingId} variant="subtitle1" component="h2" gutterBottom>
          {translate(`kitlink.kit_list.by.${group}`)}
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          flexWrap="wrap"
          role="group"
          aria-labelledby={headingId}
        >
          {shown.map((entry) => {
            const pressed = sameValue(entry.value, chosen);
            return (
              <Chip
                key={String(entry.value)}
                clickable
                aria-pressed={pressed}
                color={pressed ? 'primary' : 'default'}
                variant={pressed ? 'filled' : 'outlined'}
                sx={WRAPPING}
                label={translate('kitlink.count', {
                  state: labelOf(group, entry),
                  count: formatNumber(entry.count),
                })}
                onClick={() => onChoose(group, pressed ? undefined : entry.value)}
              />
            );
          })}
          {entries.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              {translate('kitlink.kit_list.none')}
            </Typography>
          )}
        </Stack>
        {long && (
          <Button size="small" sx={{ mt: 1 }} aria-expanded={all} onClick={() => setAll((v) => !v)}>
            {all
              ? translate('kitlink.kit_list.show_fewer')
              : translate('kitlink.kit_list.show_all', { count: formatNumber(entries.length) })}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

interface KitCountsProps {
  counts: KitCounts;
  filter: KitListFilter;
  onChoose: GroupProps['onChoose'];
}

/** The kits matching the list's filter, counted by status, study and consignment. */
export function KitCountGroups({ counts, filter, onChoose }: KitCountsProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr 1fr' },
        alignItems: 'start',
      }}
    >
      {KIT_GROUPS.map((group) => (
        <CountGroup
          key={group}
          group={group}
          entries={counts.groups[group]}
          chosen={filter[group]}
          onChoose={onChoose}
        />
      ))}
    </Box>
  );
}
