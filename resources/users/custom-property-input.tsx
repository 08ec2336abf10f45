import './texts';
import { FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DayPicker, DayPickers } from '@/ui/day-picker';

/** What a property is edited as: its property type, or the kind of value it holds when untyped. */
export type PropertyKind = 'text' | 'number' | 'boolean' | 'date' | 'choice';

export interface PropertyField {
  name: string;
  label: string;
  kind: PropertyKind;
  options: readonly string[];
}

/** A value as typed: numbers stay text until saved, so "1." or a cleared box is never turned into 0. */
export type Typed = string | boolean | null;

interface Props {
  field: PropertyField;
  value: Typed;
  error: string | undefined;
  onChange(value: Typed): void;
}

/** One custom property, edited by its property type. */
export function CustomPropertyInput({ field, value, error, onChange }: Props) {
  const translate = useTranslate();
  const text = typeof value === 'string' ? value : '';
  const common = { label: field.label, error: Boolean(error), helperText: error, size: 'small' as const };
  switch (field.kind) {
    case 'boolean':
      return (
        <FormControlLabel
          label={field.label}
          control={<Switch checked={value === true} onChange={(e) => onChange(e.target.checked)} />}
        />
      );
    case 'date':
      return (
        <DayPickers>
          <DayPicker inForm label={field.label} value={text} onChange={(day) => onChange(day || null)} />
        </DayPickers>
      );
    case 'choice':
      return (
        <TextField {...common} select value={text} onChange={(e) => onChange(e.target.value || null)}>
          <MenuItem value="">
            <em>{translate('users.profile.property_unset')}</em>
          </MenuItem>
          {field.options.map((o) => (
            <MenuItem key={o} value={o}>
              {o}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'number':
      return (
        <TextField
          {...common}
          type="number"
          value={text}
          slotProps={{ htmlInput: { inputMode: 'decimal', step: 'any' } }}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    default:
      return <TextField {...common} value={text} onChange={(e) => onChange(e.target.value)} />;
  }
}
