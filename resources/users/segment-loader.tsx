import './texts';
import { MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { FilterQuery } from '@/ui/query-builder';
import { cohortKeys, getSegments } from './cohort-api';

/** "Load segment": a saved segment's query replaces the conditions and filters the list. */
export function SegmentLoader({ onLoad }: { onLoad(query: FilterQuery): void }) {
  const translate = useTranslate();
  const [chosen, setChosen] = useState('');
  const list = useQuery({ queryKey: cohortKeys.segments(), queryFn: getSegments, staleTime: 300_000 });
  return (
    <TextField
      select
      size="small"
      label={translate('users.filter.load')}
      value={list.data?.some((s) => String(s.id) === chosen) ? chosen : ''}
      onChange={(e) => {
        const segment = list.data?.find((s) => String(s.id) === e.target.value);
        if (!segment?.query) return;
        setChosen(e.target.value);
        onLoad(segment.query);
      }}
      helperText={list.isError ? translate('users.filter.segments_failed') : undefined}
      error={list.isError}
      fullWidth={false}
      sx={{ minWidth: 240 }}
    >
      {(list.data ?? []).map((s) => (
        <MenuItem key={s.id} value={String(s.id)}>
          {s.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
