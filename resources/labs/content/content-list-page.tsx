import '../texts';
import { Button, Link, Stack, TableContainer, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '@/i18n';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { contentKeys, getCatalogue } from './content-api';
import { ContentFilters } from './content-filters';
import {
  filterStrings,
  lastUpdate,
  localeCounts,
  textState,
  type ContentFilter,
  type StateFilter,
} from './content-rules';
import type { ContentCatalogue, ContentString } from './content-types';
import { LabsFrame } from '../shared/labs-frame';
import { DataTable } from '@/ui';
import { QueryState } from '@/ui/query-state';
import { TextStateChip } from './state-chip';

/** Who changed the string last (in any locale), and when. */
function LastUpdated({ item }: { item: ContentString }) {
  const translate = useTranslate();
  const last = lastUpdate(item);
  if (!last) return <>—</>;
  return (
    <>
      {last.by || translate('labs.content.someone')}
      <Typography component="time" variant="body2" color="text.secondary" dateTime={last.at} display="block">
        {formatDateTime(last.at)}
      </Typography>
    </>
  );
}

const STATES: readonly StateFilter[] = ['all', 'needs_work', 'missing', 'stale'];

/** `/labs/content-list`: every content string with, per locale, whether it is missing or stale. */
export default function ContentListPage() {
  const translate = useTranslate();
  const catalogue = useQuery({ queryKey: contentKeys.catalogue(), queryFn: getCatalogue });
  return (
    <LabsFrame
      title={translate('labs.tool.content_list.name')}
      actions={
        <Button component={RouterLink} to="/labs/content" variant="contained">
          {translate('labs.tool.content.name')}
        </Button>
      }
    >
      <QueryState {...catalogue}>{() => <Catalogue data={catalogue.data!} />}</QueryState>
    </LabsFrame>
  );
}

function Catalogue({ data }: { data: ContentCatalogue }) {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const filter: ContentFilter = {
    namespace: params.get('namespace') ?? '',
    locale: params.get('locale') ?? '',
    state: STATES.find((s) => s === params.get('state')) ?? 'all',
    search: params.get('q') ?? '',
  };
  const set = (name: keyof ContentFilter, value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        const param = name === 'search' ? 'q' : name;
        if (value && value !== 'all') next.set(param, value);
        else next.delete(param);
        return next;
      },
      { replace: true },
    );
  const primary = data.primary_locale;
  const translations = data.locales.filter((l) => l.code !== primary);
  const codes = data.locales.map((l) => l.code);
  const shown = filterStrings(data.strings, filter, codes, primary);
  const counts = localeCounts(data.strings, codes, primary);
  const primaryName = data.locales.find((l) => l.code === primary)?.name ?? primary;
  return (
    <Stack spacing={2}>
      <Typography component="ul" variant="body2" sx={{ m: 0, pl: 2 }}>
        {translations.map((l) => (
          <li key={l.code}>
            {translate('labs.content.locale_summary', {
              name: l.name,
              missing: counts[l.code]?.missing ?? 0,
              stale: counts[l.code]?.stale ?? 0,
            })}
          </li>
        ))}
      </Typography>
      <ContentFilters filter={filter} namespaces={data.namespaces} locales={translations} onChange={set} />
      <Typography role="status" variant="body2">
        {translate('labs.content.shown', { count: shown.length, total: data.strings.length })}
      </Typography>
      <TableContainer>
        <DataTable
          rows={shown}
          rowId={(s) => s.key}
          label={translate('labs.tool.content_list.name')}
          hover
          // No string matches the filters: the count above says so, and the headings stay.
          empty={null}
          columns={[
            {
              id: 'key',
              header: translate('labs.content.key'),
              cell: (s) => (
                <Link component={RouterLink} to={`/labs/content/${encodeURIComponent(s.key)}`}>
                  {s.key}
                </Link>
              ),
            },
            {
              id: 'primary',
              header: translate('labs.content.primary_text', { name: primaryName }),
              cellSx: { maxWidth: 360, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
              cell: (s) => s.texts[primary]?.text ?? '',
            },
            ...translations.map((l) => ({
              id: `locale-${l.code}`,
              header: l.name,
              cell: (s: ContentString) => <TextStateChip state={textState(s, l.code, primary)} />,
            })),
            {
              id: 'last_updated',
              header: translate('labs.content.last_updated'),
              cellSx: { whiteSpace: 'nowrap' },
              cell: (s) => <LastUpdated item={s} />,
            },
          ]}
        />
      </TableContainer>
    </Stack>
  );
}
