import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { FieldRef } from '@mui/x-date-pickers/models';
import { enGB } from 'date-fns/locale/en-GB';
import { useMemo, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { wholeDate } from '@/engine/validators';
import { fromPickerDate, PICKER_FORMATS, toPickerDate } from '@/ui/picker-dates';
import { PICKER_LOCALE_TEXT, typedIntoField, useSeparatorTyping } from '@/ui/picker-typing';

interface Props {
  name: string;
  label: string;
  value: string | null;
  disabled: boolean;
  error?: string | undefined;
  onChange: (value: string | null) => void;
  /** A date begun and not finished (with how to return to it), or finished again: null. */
  onUnfinished: (name: string, focus: (() => void) | null) => void;
}

const UNFINISHED = new Date(Number.NaN);

/**
 * A calendar date read and typed as "24 May 2027" in every browser language (spec §9), stored as
 * `YYYY-MM-DD`, typed as the generated forms' date inputs take it: a separator after one digit
 * moves on ("1/6/2027"). A date still being typed stays in the field and is reported, with the
 * generated forms' message, so that the editor refuses to save until it is whole or cleared.
 */
export function DateField({ name, label, value, disabled, error, onChange, onUnfinished }: Props) {
  const translate = useTranslate();
  // The picker keeps the sections typed so far only while it gets back the very value it gave.
  const [given, setGiven] = useState<Date | null>(null);
  const [unfinished, setUnfinished] = useState(false);
  const stored = useMemo(() => toPickerDate(value), [value]);
  const fieldRef = useRef<FieldRef<Date | null>>(null);
  const onKeyDown = useSeparatorTyping(fieldRef);
  const id = `study-${name}`;
  const mark = (now: boolean) => {
    if (now === unfinished) return;
    setUnfinished(now);
    onUnfinished(name, now ? () => fieldRef.current?.focusField(0) : null);
  };
  // Sections typed into an empty field make no change until they make a date: a save asked for
  // meanwhile (Ctrl+S in the field) must know that something is there.
  const typedWithoutDate = () => {
    if (stored === null) mark(typedIntoField(fieldRef.current));
  };
  const incomplete = unfinished ? wholeDate(label)(UNFINISHED) : undefined;
  const message = incomplete ? translate(incomplete.message, incomplete.args) : error;
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enGB} localeText={PICKER_LOCALE_TEXT}>
      <DesktopDatePicker
        label={label}
        format={PICKER_FORMATS.date}
        value={unfinished ? given : stored}
        disabled={disabled}
        onChange={(date) => {
          setGiven(date);
          const next = fromPickerDate('date', date);
          mark(next instanceof Date);
          if (!(next instanceof Date)) onChange(next);
        }}
        slotProps={{
          field: { fieldRef, onKeyDown, shouldRespectLeadingZeros: true },
          // The calendar's dialog is named by the field's label, as the text field names its input.
          popper: { 'aria-labelledby': `${id}-label` },
          textField: {
            id,
            name,
            fullWidth: true,
            error: message !== undefined,
            helperText: message,
            onKeyUp: typedWithoutDate,
            onBlur: typedWithoutDate,
          },
        }}
      />
    </LocalizationProvider>
  );
}
