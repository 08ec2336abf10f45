import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { FieldRef } from '@mui/x-date-pickers/models';
import { enGB } from 'date-fns/locale/en-GB';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { fromPickerDate, PICKER_FORMATS, toPickerDate } from './picker-dates';
import { PICKER_LOCALE_TEXT, typedIntoField, useSeparatorTyping } from './picker-typing';

const isWholeDate = (d: Date | null) => d !== null && !Number.isNaN(d.getTime());

/** The console's en-GB date pickers, for pickers outside react-admin's forms. */
export function DayPickers({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enGB} localeText={PICKER_LOCALE_TEXT}>
      {children}
    </LocalizationProvider>
  );
}

export interface DayProps {
  label: string;
  value: unknown;
  onChange(value: string): void;
  /** Told whether a typed date is still incomplete (the value given meanwhile is ''). */
  onUnfinished?(unfinished: boolean): void;
  /** A form's full-width outlined box instead of a filter bar's compact one. */
  inForm?: boolean;
  required?: boolean;
  error?: boolean;
  helperText?: string;
}

/**
 * One day, read and typed as "24 May 2027" as the console's other date fields are, in every browser
 * language; `YYYY-MM-DD` for the query, empty (an incomplete condition) while it is unfinished.
 */
export function DayPicker({
  label,
  value,
  onChange,
  onUnfinished,
  inForm = false,
  required,
  error,
  helperText,
}: DayProps) {
  // The picker keeps the sections typed so far only while it gets back the very value it gave.
  const [given, setGiven] = useState<Date | null>(null);
  const stored = useMemo(() => toPickerDate(value), [value]);
  const fieldRef = useRef<FieldRef<Date | null>>(null);
  const onKeyDown = useSeparatorTyping(fieldRef);
  const day = fromPickerDate('date', given);
  const shown = given !== null && typeof day !== 'string' ? given : stored;
  return (
    <DesktopDatePicker
      label={label}
      format={PICKER_FORMATS.date}
      value={shown}
      onChange={(date) => {
        setGiven(date);
        const next = fromPickerDate('date', date);
        onChange(typeof next === 'string' ? next : '');
        onUnfinished?.(next instanceof Date);
      }}
      slotProps={{
        field: { fieldRef, onKeyDown, shouldRespectLeadingZeros: true },
        textField: {
          ...(inForm ? { fullWidth: true } : { size: 'small', variant: 'standard', sx: { width: 170 } }),
          required,
          error,
          helperText,
          // The picker makes no change while a typed date is incomplete, so leaving the field is
          // where an unfinished one is found: sections typed, but no whole date.
          onBlur: () => onUnfinished?.(typedIntoField(fieldRef.current) && !isWholeDate(shown)),
        },
      }}
    />
  );
}
