import '../texts';
import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLocaleNames } from '../editor/locale-bar';

/** The language a send goes out in: required (spec §5); the dialog picks it only when there is one. */
export function LanguageSelect({
  locales,
  value,
  onChange,
  touched,
}: {
  locales: string[];
  value: string;
  onChange(l: string): void;
  touched: boolean;
}) {
  const translate = useTranslate();
  const names = useLocaleNames();
  const missing = touched && value === '';
  return (
    <TextField
      select
      required
      size="small"
      label={translate('emails.send.language')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={missing}
      helperText={missing ? translate('emails.send.language_required') : ' '}
    >
      {locales.map((l) => (
        <MenuItem key={l} value={l}>
          {names.get(l) ?? l}
        </MenuItem>
      ))}
    </TextField>
  );
}
