import { Alert, Autocomplete, MenuItem, Paper, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { queryKeys } from '@/data/query-keys';
import { listFlows } from './api';
import { FlowsTable } from './flows-table';
import './texts';

interface StudyRow {
  id: number;
  title: string;
}

function StudyFilter({ value, onChange }: { value: StudyRow | null; onChange(s: StudyRow | null): void }) {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const { data = [], isPending } = useGetList<StudyRow>('studies', {
    pagination: { page: 1, perPage: 20 },
    sort: { field: 'title', order: 'ASC' },
    filter: search.trim() ? { q: search.trim() } : {},
  });
  return (
    <Autocomplete
      value={value}
      options={data}
      loading={isPending}
      filterOptions={(x) => x}
      getOptionLabel={(s) => s.title}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onInputChange={(_, text) => setSearch(text)}
      onChange={(_, s) => onChange(s)}
      renderInput={(params) => <TextField {...params} size="small" label={translate('flows.list.study')} />}
      sx={{ width: 280 }}
    />
  );
}

/** Flows across studies, or of one study: search by title, filter by study, state and lock holder. */
export function FlowsList({ studyId }: { studyId?: number }) {
  const translate = useTranslate();
  const [study, setStudy] = useState<StudyRow | null>(null);
  const [q, setQ] = useState('');
  const [state, setState] = useState<'' | 'draft' | 'published'>('');
  const [holder, setHolder] = useState('');
  const chosenStudy = studyId ?? study?.id ?? null;
  const { data, isError } = useQuery({
    queryKey: queryKeys('flows').custom('list', { study: chosenStudy, q: q.trim() }),
    queryFn: () => listFlows({ studyId: chosenStudy, q }),
  });
  const rows = useMemo(() => data?.rows ?? [], [data]);
  const holders = useMemo(
    () => [
      ...new Map(
        rows
          .filter((r) => r.locked_by_id != null)
          .map((r) => [String(r.locked_by_id), r.locked_by_name ?? `#${r.locked_by_id}`]),
      ).entries(),
    ],
    [rows],
  );
  const shown = rows.filter(
    (r) =>
      (state === '' || r.state === state) &&
      (holder === '' || (holder === 'none' ? r.locked_by_id == null : String(r.locked_by_id) === holder)),
  );
  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ flexWrap: 'wrap', rowGap: 2 }}
        role="search"
        aria-label={translate('flows.list.filters')}
      >
        <TextField
          size="small"
          type="search"
          label={translate('flows.list.search')}
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
        {studyId === undefined && <StudyFilter value={study} onChange={setStudy} />}
        <TextField
          select
          size="small"
          label={translate('flows.list.state')}
          value={state}
          onChange={(e) => setState(e.target.value as typeof state)}
          sx={{ width: 160 }}
        >
          <MenuItem value="">{translate('flows.list.any')}</MenuItem>
          <MenuItem value="draft">{translate('flows.state.draft')}</MenuItem>
          <MenuItem value="published">{translate('flows.state.published')}</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label={translate('flows.list.locked_by')}
          value={holder}
          onChange={(e) => setHolder(e.target.value)}
          sx={{ width: 200 }}
        >
          <MenuItem value="">{translate('flows.list.any')}</MenuItem>
          <MenuItem value="none">{translate('flows.list.nobody')}</MenuItem>
          {holders.map(([id, name]) => (
            <MenuItem key={id} value={id}>
              {name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {isError && <Alert severity="error">{translate('flows.list.failed')}</Alert>}
      <Paper variant="outlined">
        {data && <FlowsTable rows={shown} showStudy={studyId === undefined} />}
      </Paper>
    </Stack>
  );
}
