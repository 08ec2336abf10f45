import '../texts';
import { Autocomplete, TextField } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { queryKeys, searchReference } from '@/data';
import type { Named } from '../types';

interface ParticipantSearchProps {
  value: Named | null;
  onChange: (participant: Named | null) => void;
}

/** Finds a participant by name as it is typed (two letters or more). */
export function ParticipantSearch({ value, onChange }: ParticipantSearchProps) {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const search = useQuery({
    queryKey: queryKeys('users').search('fullname', text),
    queryFn: () => searchReference('users', 'fullname', text),
    enabled: text.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
  const options: Named[] = (search.data ?? []).map((u) => ({
    id: String(u.id),
    name: String(u.fullname ?? ''),
  }));
  return (
    <Autocomplete
      value={value}
      options={options}
      filterOptions={(o) => o}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_e, v) => onChange(v)}
      onInputChange={(_e, v) => setText(v)}
      noOptionsText={translate('kitlink.create.no_participants')}
      renderInput={(params) => (
        <TextField {...params} required label={translate('kitlink.column.participant')} />
      )}
    />
  );
}
