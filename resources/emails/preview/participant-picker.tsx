import '../texts';
import { Autocomplete, TextField } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { queryKeys, searchReference } from '@/data';
import type { Placeholder } from '../placeholders';

export interface Participant {
  id: string;
  label: string;
  values: Partial<Record<Placeholder, string>>;
}

const asParticipant = (u: Record<string, unknown>): Participant => {
  const fullname = String(u.fullname ?? '');
  return {
    id: String(u.id),
    label: `${fullname} (${String(u.email ?? '')})`,
    values: {
      fullname,
      first_name: fullname.split(' ')[0] ?? '',
      email: String(u.email ?? ''),
      referral_code: String(u.referral_code ?? ''),
    },
  };
};

/** Finds a participant by email as it is typed; their data fills the placeholders. */
export function ParticipantPicker({
  value,
  onChange,
}: {
  value: Participant | null;
  onChange(p: Participant | null): void;
}) {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const search = useQuery({
    queryKey: queryKeys('users').search('email', text),
    queryFn: () => searchReference('users', 'email', text),
    enabled: text.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
  const options = (search.data ?? []).map(asParticipant);
  return (
    <Autocomplete
      value={value}
      options={options}
      filterOptions={(o) => o}
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_e, v) => onChange(v)}
      onInputChange={(_e, v) => setText(v)}
      noOptionsText={translate('emails.preview.no_participants')}
      sx={{ minWidth: 280 }}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label={translate('emails.preview.participant')}
          helperText={translate('emails.preview.participant_hint')}
        />
      )}
    />
  );
}
