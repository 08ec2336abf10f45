import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { enGB } from 'date-fns/locale/en-GB';
import type { FieldRef } from '@mui/x-date-pickers/models';
import { useCallback, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { get, useFormContext } from 'react-hook-form';
import { FieldTitle, InputHelperText, useInput, useRecordContext, useWrappedSource } from 'react-admin';
import { fromPickerDate, isUnfinishedDate, PICKER_FORMATS, toPickerDate, type DateKind } from './date-values';
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

// What people type between day, month, year, hours and minutes ("1/6/2027", "1.6.2027 9:05").
const SEPARATOR = /^[/.\-\s,:]$/;

/**
 * A separator typed after a section's digits moves on to the next section, so a one-digit day or
 * month ("1/6/2027") is not taken for the first digit of a longer one. The picker's own typing
 * moves on only once a section cannot take another digit.
 */
export function useSeparatorTyping(fieldRef: RefObject<FieldRef<Date | null> | null>) {
  // The section the last character went into: one the picker has already left needs no move.
  const typedIn = useRef<number | null>(null);
  return useCallback(
    (event: KeyboardEvent) => {
      const field = fieldRef.current;
      if (!field || event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
      const index = field.getActiveSectionIndex();
      if (!SEPARATOR.test(event.key)) {
        // With the whole field selected (Ctrl+A), typing starts in the first section.
        typedIn.current = index ?? 0;
        return;
      }
      if (index === null) return;
      event.preventDefault();
      if (typedIn.current === index && index < field.getSections().length - 1)
        field.setSelectedSections(index + 1);
      typedIn.current = null;
    },
    [fieldRef],
  );
}

const keep = (value: unknown) => value;

/**
 * Whether the user has typed into any of a picker's sections. Sections typed into an empty field
 * make no date (and no change) until all are filled, so this is how an editor learns on leaving
 * the field that something unfinished is there: it must refuse the save rather than store nothing.
 */
export const typedIntoField = (field: FieldRef<Date | null> | null): boolean =>
  field?.getSections().some((section) => section.value !== '') ?? false;

// The month shows as its abbreviated name, so its empty placeholder reads MMM, not MMMM.
export const PICKER_LOCALE_TEXT = {
  fieldMonthPlaceholder: ({ contentType }: { contentType: string }) =>
    contentType === 'letter' ? 'MMM' : 'MM',
};

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
