import '../texts';
import { FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import { memo, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { DateField } from './date-field';
import { FlowPicker } from './flow-picker';
import type { FieldDef } from './editor-sections';
import type { StudyFields } from '../types';

type Value = StudyFields[keyof StudyFields];

interface FieldInputProps {
  def: FieldDef;
  value: Value;
  error?: string | undefined;
  disabled: boolean;
  onChange: (key: keyof StudyFields, value: Value) => void;
  onUnfinished: (key: string, focus: (() => void) | null) => void;
}

const asText = (value: Value) =>
  Array.isArray(value) ? value.join(', ') : value === null || typeof value === 'object' ? '' : String(value);

const split = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** A list typed as text: the text stays as typed (a trailing comma included) while the list follows it. */
function useListText(value: Value, isList: boolean): [string, (text: string) => void] {
  const [text, setText] = useState(asText(value));
  useEffect(() => {
    if (isList && split(text).join(',') !== asText(value).replace(/, /g, ',')) setText(asText(value));
    // Only a change from outside (a reload, a discard) resets the text.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, isList]);
  return [text, setText];
}

/** One study field, its widget by kind; memoised so a keystroke repaints only its own field. */
export const FieldInput = memo(function FieldInput({
  def,
  value,
  error,
  disabled,
  onChange,
  onUnfinished,
}: FieldInputProps) {
  const translate = useTranslate();
  const [listText, setListText] = useListText(value, def.kind === 'list');
  const label = translate(`studies.fields.${def.key}`);
  if (def.kind === 'boolean')
    return (
      <FormControlLabel
        control={
          <Switch
            checked={value === true}
            disabled={disabled}
            onChange={(e) => onChange(def.key, e.target.checked)}
          />
        }
        label={label}
      />
    );
  if (def.key === 'prescreen_survey' || def.key === 'joining_flow_id')
    return (
      <FlowPicker
        label={label}
        value={typeof value === 'number' ? value : null}
        disabled={disabled}
        ownOnly={def.key === 'joining_flow_id'}
        onChange={(next) => onChange(def.key, next)}
      />
    );
  if (def.kind === 'date')
    return (
      <DateField
        name={def.key}
        label={label}
        value={typeof value === 'string' ? value : null}
        disabled={disabled}
        error={error ? translate(`studies.invalid.${error}`) : undefined}
        onChange={(next) => onChange(def.key, next)}
        onUnfinished={onUnfinished}
      />
    );
  const helper = error
    ? translate(`studies.invalid.${error}`)
    : def.kind === 'list'
      ? translate('studies.editor.list_hint')
      : undefined;
  const parse = (text: string): Value => {
    if (def.kind === 'number') return text === '' ? 0 : Number(text);
    if (def.kind === 'list') return split(text);
    return text;
  };
  return (
    <TextField
      label={label}
      value={def.kind === 'list' ? listText : asText(value)}
      required={def.required}
      disabled={disabled}
      error={error !== undefined}
      helperText={helper}
      select={def.kind === 'enum'}
      multiline={def.kind === 'longText'}
      minRows={def.kind === 'longText' ? 2 : undefined}
      type={def.kind === 'number' ? 'number' : def.kind === 'email' ? 'email' : 'text'}
      onChange={(e) => {
        if (def.kind === 'list') setListText(e.target.value);
        onChange(def.key, parse(e.target.value));
      }}
      fullWidth
    >
      {def.choices?.map((c) => (
        <MenuItem key={c} value={c}>
          {translate(`studies.choices.${c}`)}
        </MenuItem>
      ))}
    </TextField>
  );
});
