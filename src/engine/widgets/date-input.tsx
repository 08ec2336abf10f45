import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { enGB } from 'date-fns/locale/en-GB';
import type { FieldRef } from '@mui/x-date-pickers/models';
import { useCallback, useMemo, useRef, useState } from 'react';
import { get, useFormContext } from 'react-hook-form';
import { FieldTitle, InputHelperText, useInput, useRecordContext, useWrappedSource } from 'react-admin';
import {
  fromPickerDate,
  isUnfinishedDate,
  PICKER_FORMATS,
  toPickerDate,
  type DateKind,
} from '@/ui/picker-dates';
import { PICKER_LOCALE_TEXT, typedIntoField, useSeparatorTyping } from '@/ui/picker-typing';
import type { InputProps } from './types';

interface PickerInputProps {
  source: string;
  kind: DateKind;
  validate?: InputProps['validate'];
  disabled?: boolean;
  /** A filter drops an unfinished date instead of holding it for the form's checks to refuse. */
  dropUnfinished?: boolean;
}

/** The record's and the form's current value of a field: what an unchanged date-time keeps. */
function useKnownValues(source: string): () => unknown[] {
  const finalSource = useWrappedSource(source);
  const record = useRecordContext();
  const form = useFormContext() as ReturnType<typeof useFormContext> | null;
  return useCallback(
    () => [get(record, finalSource), form?.getValues(finalSource)],
    [record, finalSource, form],
  );
}

const keep = (value: unknown) => value;

/**
 * A date or date-time input in UK form ("24 May 2027", "24 May 2027, 14:05") in every browser
 * language: typed as day, month, year (digits or the month's name), changed with the arrow
 * keys, or chosen from the calendar that the button beside it opens.
 */
function PickerInput({ source, kind, validate, disabled, dropUnfinished }: PickerInputProps) {
  const known = useKnownValues(source);
  const parse = useCallback(
    (value: unknown) => fromPickerDate(kind, value as Date | null, known()),
    [kind, known],
  );
  const {
    field,
    fieldState: { error, invalid },
    id,
    isRequired,
  } = useInput({ source, validate, format: keep, parse });
  const fieldRef = useRef<FieldRef<Date | null>>(null);
  const onKeyDown = useSeparatorTyping(fieldRef);
  const stored: unknown = field.value;
  // The picker rebuilds what it shows whenever it is handed another Date object, so a stored value
  // becomes one Date, and while no whole date is stored it gets back the very value it gave last:
  // it keeps the sections typed so far.
  const fromStore = useMemo(() => toPickerDate(stored), [stored]);
  const [given, setGiven] = useState<Date | null>(null);
  const value = isUnfinishedDate(stored) || (dropUnfinished && isUnfinishedDate(given)) ? given : fromStore;
  const onChange = (date: Date | null) => {
    setGiven(date);
    // A filter drops an unfinished date rather than filter by it.
    if (dropUnfinished && isUnfinishedDate(date)) {
      if (stored !== null && stored !== undefined && stored !== '') field.onChange(null);
      return;
    }
    field.onChange(date);
  };
  const onBlur = () => {
    field.onBlur();
    const typed = typedIntoField(fieldRef.current);
    if (!dropUnfinished && (stored === null || stored === undefined || stored === '') && typed) {
      field.onChange(new Date(Number.NaN));
    }
  };
  const props = {
    value,
    onChange,
    format: PICKER_FORMATS[kind],
    disabled,
    inputRef: field.ref,
    name: field.name,
    label: <FieldTitle source={source} isRequired={isRequired} />,
    slotProps: {
      field: { fieldRef, onKeyDown, shouldRespectLeadingZeros: true },
      // The calendar's dialog is named by the field's label, as the text field names its input.
      popper: { 'aria-labelledby': `${id}-label` },
      textField: {
        id,
        fullWidth: !dropUnfinished,
        onBlur,
        error: invalid,
        helperText: dropUnfinished && !invalid ? undefined : <InputHelperText error={error?.message} />,
      },
    },
  };
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enGB} localeText={PICKER_LOCALE_TEXT}>
      {kind === 'date' ? <DesktopDatePicker {...props} /> : <DesktopDateTimePicker {...props} ampm={false} />}
    </LocalizationProvider>
  );
}

export function DateWidgetInput({ field, source, validate, disabled }: InputProps) {
  return (
    <PickerInput
      source={source}
      kind={field.type === 'datetime' ? 'datetime' : 'date'}
      validate={validate}
      disabled={disabled}
    />
  );
}

/**
 * A list filter on a date or date-time field picks a day (`YYYY-MM-DD`): the server matches a
 * date-time by the day it falls on.
 */
export function DateFilterInput({ source }: { source: string }) {
  return <PickerInput source={source} kind="date" dropUnfinished />;
}
