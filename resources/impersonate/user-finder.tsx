import './texts';
import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { impersonationKeys, searchUsers } from './api';
import type { FoundUser } from './types';

const DEBOUNCE_MS = 250;

/** Type-ahead by email through `GET /z/users/search?email=`; what is typed stays in memory. */
export function UserFinder({
  value,
  onChange,
}: {
  value: FoundUser | null;
  onChange: (u: FoundUser | null) => void;
}) {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setAsked(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [text]);
  const found = useQuery({
    queryKey: impersonationKeys.search(asked),
    queryFn: ({ signal }) => searchUsers(asked, signal),
    enabled: asked.length >= 2,
    staleTime: 30_000,
  });
  return (
    <Autocomplete
      value={value}
      onChange={(_, u) => onChange(u)}
      inputValue={text}
      onInputChange={(_, v) => setText(v)}
      options={asked.length >= 2 ? (found.data ?? []) : []}
      filterOptions={(o) => o}
      getOptionLabel={(u) => `${u.fullname} <${u.email}>`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={found.isFetching}
      noOptionsText={translate(asked.length >= 2 ? 'impersonate.no_match' : 'impersonate.type_more')}
      renderInput={(params) => <TextField {...params} label={translate('impersonate.find')} required />}
    />
  );
}
