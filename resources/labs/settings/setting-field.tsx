import '../texts';
import { FormControlLabel, MenuItem, Switch, TextField, Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CodeEditor } from '@/ui/code-editor';
import { settingProblem } from './settings-rules';
import { isKnownType, type SystemSetting } from './settings-types';

interface SettingFieldProps {
  setting: SystemSetting;
  value: unknown;
  /** For settings edited as JSON: the text as typed, kept even while it is not valid JSON. */
  text: string;
  serverError?: string;
  onChange: (value: unknown) => void;
  onText: (text: string) => void;
  onJsonError: (error: string | null) => void;
}

/** A setting as a field of its type, or as JSON where the console does not know the type. */
export function SettingField({
  setting: s,
  value,
  text,
  serverError,
  onChange,
  onText,
  onJsonError,
}: SettingFieldProps) {
  const translate = useTranslate();
  const problem = settingProblem(s, value);
  const error =
    serverError ??
    (problem ? translate(`labs.settings.problem.${problem}`, { min: s.min, max: s.max }) : undefined);
  if (!isKnownType(s.type))
    return (
      <Box>
        <CodeEditor
          language="json"
          label={s.label}
          description={translate('labs.settings.as_json', { description: s.description, type: s.type })}
          value={text}
          minHeight="4rem"
          onChange={onText}
          onValidityChange={onJsonError}
        />
        {serverError && (
          <Typography variant="body2" color="error">
            {serverError}
          </Typography>
        )}
      </Box>
    );
  if (s.type === 'boolean')
    return (
      <Box>
        <FormControlLabel
          control={<Switch checked={value === true} onChange={(e) => onChange(e.target.checked)} />}
          label={s.label}
        />
        <Typography variant="body2" color="text.secondary">
          {s.description}
        </Typography>
      </Box>
    );
  const common = {
    label: s.label,
    error: Boolean(error),
    helperText: error ?? s.description,
    fullWidth: true,
    sx: { maxWidth: 480 },
  };
  if (s.type === 'enum')
    return (
      <TextField select {...common} value={String(value)} onChange={(e) => onChange(e.target.value)}>
        {(s.options ?? []).map((o) => (
          <MenuItem key={o} value={o}>
            {o}
          </MenuItem>
        ))}
      </TextField>
    );
  if (s.type === 'number')
    return (
      <TextField
        {...common}
        type="number"
        value={typeof value === 'number' && !Number.isNaN(value) ? value : ''}
        slotProps={{ htmlInput: { min: s.min, max: s.max } }}
        onChange={(e) => onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
      />
    );
  return (
    <TextField
      {...common}
      type={s.type === 'email' ? 'email' : 'text'}
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
