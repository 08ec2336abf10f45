import { TextField as MuiTextField } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { FieldTitle, useInput, useTranslate, ValidationError } from 'react-admin';
import { InvalidJson } from '../validators';
import type { InputProps } from './types';

function toText(value: unknown): string {
  if (value instanceof InvalidJson) return value.text;
  if (value === undefined || value === null || value === '') return '';
  return JSON.stringify(value, null, 2);
}

const identity = (value: unknown) => value;

function fromText(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return new InvalidJson(text);
  }
}

/**
 * JSON edited as text. The text the user types is kept as typed: while it does not parse, the
 * form holds it as `InvalidJson` (which fails validation), so a failed save or a re-render never
 * replaces it with the last valid value.
 */
export function JsonWidgetInput({ schema, source, validate, disabled }: InputProps) {
  const translate = useTranslate();
  // Identity format/parse: react-admin's defaults would turn null into '' (which is valid JSON).
  const { field, fieldState, isRequired } = useInput({
    source,
    validate,
    disabled,
    format: identity,
    parse: identity,
  });
  const [text, setText] = useState(() => toText(field.value));
  const lastSent = useRef<unknown>(field.value);

  // Follow outside changes (form reset, record loaded) but not the echo of our own edits.
  useEffect(() => {
    // Compared by content: the form may hand back a copy of what we sent.
    if (toText(field.value) !== toText(lastSent.current)) {
      lastSent.current = field.value;
      setText(toText(field.value));
    }
  }, [field.value]);

  const onChange = (next: string) => {
    setText(next);
    const parsed = fromText(next);
    lastSent.current = parsed;
    field.onChange(parsed);
  };

  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  return (
    <MuiTextField
      name={field.name}
      inputRef={field.ref}
      value={text}
      onChange={(e) => onChange(e.target.value)}
      onBlur={field.onBlur}
      disabled={disabled}
      multiline
      minRows={4}
      fullWidth
      label={<FieldTitle source={source} resource={schema.name} isRequired={isRequired} />}
      error={Boolean(error)}
      helperText={error ? <ValidationError error={error} /> : translate('engine.json.hint')}
      slotProps={{ input: { sx: { fontFamily: 'monospace', fontSize: 13 } } }}
    />
  );
}
