import { InputAdornment } from '@mui/material';
import { useCallback } from 'react';
import { get, useFormContext, useWatch } from 'react-hook-form';
import {
  BooleanInput,
  DateInput,
  DateTimeInput,
  NumberInput,
  SelectInput,
  TextInput,
  useRecordContext,
  useTranslate,
  useWrappedSource,
} from 'react-admin';
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

/**
 * The browser's datetime-local input gives wall-clock time without a zone ("2026-01-10T10:30");
 * it is stored as the instant it names (UTC ISO), like every other date-time the server sends.
 */
export function parseLocalDateTime(value: unknown): string | null {
  if (value === '' || value == null) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  const date = new Date(String(value));
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString();
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * What a datetime-local input shows for a stored value: local wall-clock time to the minute
 * ("2026-01-10T10:30"), or '' for no or an unreadable value. The same rule as react-admin's own.
 */
export function formatLocalDateTime(value: unknown): string {
  if (value === '' || value == null) return '';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return value;
  const date = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(date.getTime())) return '';
  return (
    `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/**
 * The input only holds minutes and the server's text may hold seconds, milliseconds or another
 * spelling of the zone, so parsing what is shown back would not give the stored text. When the
 * input shows what a known value shows (the record's, or the form's current one) that value is
 * kept as it is: an untouched date-time, or one typed back to what it was, leaves the form
 * pristine and loses no precision. Anything else is parsed into a new UTC instant.
 */
function useDateTimeParse(source: string): (value: unknown) => string | null {
  const finalSource = useWrappedSource(source);
  const record = useRecordContext();
  const form = useFormContext() as ReturnType<typeof useFormContext> | null;
  return useCallback(
    (value: unknown) => {
      if (typeof value === 'string' && value !== '') {
        const known: unknown[] = [get(record, finalSource), form?.getValues(finalSource)];
        const same = known.find((v) => v != null && v !== '' && formatLocalDateTime(v) === value);
        if (typeof same === 'string') return same;
        if (same instanceof Date) return same.toISOString();
      }
      return parseLocalDateTime(value);
    },
    [record, finalSource, form],
  );
}

function DateTimeWidgetInput({ source, validate, disabled }: InputProps) {
  const parse = useDateTimeParse(source);
  return (
    <DateTimeInput
      source={source}
      validate={validate}
      disabled={disabled}
      format={formatLocalDateTime}
      parse={parse}
      fullWidth
    />
  );
}

export function DateWidgetInput(props: InputProps) {
  const { field, source, validate, disabled } = props;
  return field.type === 'datetime' ? (
    <DateTimeWidgetInput {...props} />
  ) : (
    <DateInput source={source} validate={validate} disabled={disabled} fullWidth />
  );
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
