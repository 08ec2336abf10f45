import { InputAdornment } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { BooleanInput, NumberInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { choiceKey, humanize } from './labels';
import type { InputProps } from './types';

const TEXT_TYPES = { text: 'text', longText: 'text', email: 'email', url: 'url' } as const;

export function TextWidgetInput({ field, source, validate, disabled }: InputProps) {
  const type = TEXT_TYPES[field.type as keyof typeof TEXT_TYPES] ?? 'text';
  const long = field.type === 'longText';
  return (
    <TextInput
      source={source}
      type={type}
      validate={validate}
      disabled={disabled}
      multiline={long}
      minRows={long ? 3 : undefined}
      fullWidth
      // Sensitive values stay out of the browser's autofill history.
      autoComplete={field.sensitive ? 'off' : undefined}
    />
  );
}

export function NumberWidgetInput({ field, source, validate, disabled }: InputProps) {
  return (
    <NumberInput
      source={source}
      validate={validate}
      disabled={disabled}
      min={field.min}
      max={field.max}
      fullWidth
    />
  );
}

export function BooleanWidgetInput({ source, disabled }: InputProps) {
  return <BooleanInput source={source} disabled={disabled} />;
}

export function EnumWidgetInput({ field, schema, source, validate, disabled }: InputProps) {
  const translate = useTranslate();
  const choices = (field.choices ?? []).map((value) => ({
    id: value,
    name: translate(choiceKey(schema, field.source, value), { _: humanize(value) }),
  }));
  return (
    <SelectInput
      source={source}
      choices={choices}
      validate={validate}
      disabled={disabled}
      emptyText=""
      translateChoice={false}
      fullWidth
    />
  );
}

/** An amount with its currency (read from the sibling currency field) shown beside it. */
export function MoneyWidgetInput({ field, source, validate, disabled }: InputProps) {
  const currency: unknown = useWatch({ name: field.currencyField ?? '__none__' });
  return (
    <NumberInput
      source={source}
      validate={validate}
      disabled={disabled}
      min={field.min}
      max={field.max}
      step={0.01}
      fullWidth
      InputProps={{
        endAdornment:
          typeof currency === 'string' ? <InputAdornment position="end">{currency}</InputAdornment> : null,
      }}
    />
  );
}
