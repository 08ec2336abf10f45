import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import type { FieldRef } from '@mui/x-date-pickers/models';
import { format, isValid, parseISO } from 'date-fns';
import { useRef, useState } from 'react';
import { PICKER_FORMATS } from '@/ui/picker-dates';
import { useSeparatorTyping } from '@/ui/picker-typing';

// While the year is typed, "2", "20" and "202" are years too: only a whole one is a day to ask for.
const isWhole = (d: Date) => isValid(d) && d.getFullYear() >= 1000;
const toDate = (day: string) => (day ? parseISO(day) : null);

interface PeriodDayProps {
  label: string;
  /** `YYYY-MM-DD`, or '' while no whole day is typed. */
  value: string;
  onChange(value: string): void;
  error: boolean;
  helperText: string;
}

/**
 * One end of the metrics period, read and typed as the console's other dates are: "24 May 2027" in
 * every browser language, digits typed in UK order, a separator after a one-digit day or month
 * moving on ("1/6/2026"). A half-typed day is given as '' (no day), never as a day of year 2 or 20.
 */
export function PeriodDay({ label, value, onChange, error, helperText }: PeriodDayProps) {
  const fieldRef = useRef<FieldRef<Date | null>>(null);
  const onKeyDown = useSeparatorTyping(fieldRef);
  // The picker keeps the sections typed so far only while it gets back the very value it gave.
  const [given, setGiven] = useState<Date | null>(null);
  const shown = given !== null && !isWhole(given) ? given : toDate(value);
  return (
    <DesktopDatePicker
      label={label}
      format={PICKER_FORMATS.date}
      value={shown}
      onChange={(d) => {
        setGiven(d);
        onChange(d !== null && isWhole(d) ? format(d, 'yyyy-MM-dd') : '');
      }}
      slotProps={{
        textField: { size: 'small', sx: { width: 180 }, error, helperText },
        field: { clearable: true, fieldRef, onKeyDown, shouldRespectLeadingZeros: true },
      }}
    />
  );
}
