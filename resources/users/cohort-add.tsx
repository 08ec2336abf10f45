import './texts';
import { Alert, Autocomplete, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { queryKeys } from '@/data';
import { HttpError } from '@/http';
import { formatNumber } from '@/i18n';
import { ConfirmDialog, toast } from '@/ui';
import {
  addMember,
  addMembersFromQuery,
  cohortKeys,
  countUsers,
  getSegments,
  searchUsers,
  type Member,
} from './cohort-api';

/** Add one person found by email, or everyone a saved segment's query finds, after confirming how many. */
export function CohortAdd({ cohortId, cohortName }: { cohortId: string; cohortName: string }) {
  const translate = useTranslate();
  const client = useQueryClient();
  const [text, setText] = useState('');
  const [asked, setAsked] = useState('');
  const [segmentId, setSegmentId] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => {
    const t = setTimeout(() => setAsked(text.trim()), 250);
    return () => clearTimeout(t);
  }, [text]);
  const found = useQuery({
    queryKey: queryKeys('users').search('email', asked),
    queryFn: () => searchUsers(asked),
    enabled: asked.length >= 2,
  });
  const segments = useQuery({ queryKey: cohortKeys.segments(), queryFn: getSegments, staleTime: 300_000 });
  const segment = segments.data?.find((s) => String(s.id) === segmentId);
  // A segment whose query the console cannot read counts nothing and adds no one.
  const query = segment?.query ?? undefined;
  const count = useQuery({
    queryKey: cohortKeys.count(query ?? null),
    queryFn: () => countUsers(query ?? {}),
    enabled: query !== undefined,
  });
  const done = async (text: string) => {
    toast.show(text, 'success');
    await client.invalidateQueries({ queryKey: queryKeys('users').all });
  };
  const addOne = useMutation({
    mutationFn: (m: Member) => addMember(cohortId, m.id),
    onSuccess: (_, m) => done(translate('users.cohort.added_one', { name: m.fullname ?? m.email ?? '—' })),
  });
  const addMany = useMutation({
    mutationFn: () => addMembersFromQuery(cohortId, query ?? {}, count.data ?? 0),
    onSuccess: ({ added }) => {
      setConfirming(false);
      setSegmentId('');
      return done(translate('users.cohort.added_many', { smart_count: added }));
    },
    onError: (e) => {
      setConfirming(false);
      setRefusal(e instanceof HttpError ? e.message : translate('users.load_failed'));
      void count.refetch();
    },
  });
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {translate('users.cohort.add')}
        </Typography>
        <Autocomplete<Member>
          value={null}
          onChange={(_, m) => m && addOne.mutate(m)}
          inputValue={text}
          onInputChange={(_, v) => setText(v)}
          options={asked.length >= 2 ? (found.data ?? []) : []}
          filterOptions={(o) => o}
          getOptionLabel={(m) => `${m.fullname ?? '—'} <${m.email ?? '—'}>`}
          noOptionsText={translate('users.cohort.type_email')}
          renderInput={(params) => <TextField {...params} label={translate('users.cohort.add_person')} />}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
          <TextField
            select
            label={translate('users.cohort.segment')}
            value={segments.data ? segmentId : ''}
            onChange={(e) => {
              setSegmentId(e.target.value);
              setRefusal(null);
            }}
            sx={{ minWidth: 260 }}
          >
            {(segments.data ?? []).map((s) => (
              <MenuItem key={s.id} value={String(s.id)}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
          {segment && count.data !== undefined && (
            <Typography role="status">
              {translate('users.cohort.finds', { smart_count: count.data, number: formatNumber(count.data) })}
            </Typography>
          )}
          <Button
            variant="outlined"
            disabled={!segment || count.data === undefined || count.data === 0}
            onClick={() => setConfirming(true)}
          >
            {translate('users.cohort.add_all')}
          </Button>
        </Stack>
        {refusal && <Alert severity="warning">{refusal}</Alert>}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={translate('users.cohort.add_all')}
        message={translate('users.cohort.confirm_many', {
          smart_count: count.data ?? 0,
          number: formatNumber(count.data ?? 0),
          cohort: cohortName,
        })}
        confirmLabel={translate('users.cohort.add_confirm', {
          smart_count: count.data ?? 0,
          number: formatNumber(count.data ?? 0),
        })}
        busy={addMany.isPending}
        onConfirm={() => addMany.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
}
