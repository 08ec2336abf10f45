import './texts';
import { Alert, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useGetIdentity, useTranslate } from 'react-admin';
import { RELEASE_MEANING } from '@/contract/audit';
import { formatDateTime } from '@/i18n';
import type { SigningCredentials } from './types';

interface SignatureFieldsProps {
  value: SigningCredentials;
  onChange: (next: SigningCredentials) => void;
  /** The server's word on the last try (wrong password, locked, draft changed). */
  error?: string;
}

export const emptyCredentials = (): SigningCredentials => ({
  email: '',
  password: '',
  meaning: RELEASE_MEANING,
});

/** The minute now, kept current while the dialog is open: a signature shows when it is made. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * An electronic signature: who signs (full name), when (UTC and local), what it means, and both
 * credential components typed again, every time (nothing is remembered or filled in).
 */
export function SignatureFields({ value, onChange, error }: SignatureFieldsProps) {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const now = useNow();
  return (
    <Stack component="fieldset" spacing={1} sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
      <Typography component="legend" variant="subtitle1">
        {translate('app.editing.sign.title')}
      </Typography>
      <Typography variant="body2">
        {translate('app.editing.sign.who', {
          name: identity?.fullName ?? '',
          local: formatDateTime(now),
          utc: `${now.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
        })}
      </Typography>
      <Typography variant="body2">
        {translate('app.editing.sign.meaning', { meaning: value.meaning })}
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      <TextField
        label={translate('app.editing.sign.email')}
        type="email"
        autoComplete="off"
        required
        value={value.email}
        onChange={(e) => onChange({ ...value, email: e.target.value })}
      />
      <TextField
        label={translate('app.editing.sign.password')}
        type="password"
        autoComplete="off"
        required
        value={value.password}
        onChange={(e) => onChange({ ...value, password: e.target.value })}
      />
    </Stack>
  );
}
