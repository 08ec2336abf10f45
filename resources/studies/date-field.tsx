import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { FieldRef } from '@mui/x-date-pickers/models';
import { enGB } from 'date-fns/locale/en-GB';
import { useRef, useState } from 'react';
import { PICKER_LOCALE_TEXT, useSeparatorTyping } from '@/engine/widgets/date-input';
import { fromPickerDate, PICKER_FORMATS, toPickerDate } from '@/engine/widgets/date-values';

interface Props {
  name: string;
  label: string;
  value: string | null;
  disabled: boolean;
  error?: string | undefined;
  onChange: (value: string | null) => void;
}

/**
 * A calendar date read and typed as "24 May 2027" in every browser language (spec §9), stored as
 * `YYYY-MM-DD`, typed as the generated forms' date inputs take it: a separator after one digit
 * moves on ("1/6/2027"). A date still being typed stays in the field until it is whole.
 */
export function DateField({ name, label, value, disabled, error, onChange }: Props) {
  const [typing, setTyping] = useState<Date | null>(null);
  const fieldRef = useRef<FieldRef<Date | null>>(null);
  const onKeyDown = useSeparatorTyping(fieldRef);
  const id = `study-${name}`;
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enGB} localeText={PICKER_LOCALE_TEXT}>
      <DesktopDatePicker
        label={label}
        format={PICKER_FORMATS.date}
        value={typing ?? toPickerDate(value)}
        disabled={disabled}
        onChange={(date) => {
          const stored = fromPickerDate('date', date);
          if (stored instanceof Date) return setTyping(stored);
          setTyping(null);
          onChange(stored);
        }}
        slotProps={{
          field: { fieldRef, onKeyDown, shouldRespectLeadingZeros: true },
          // The calendar's dialog is named by the field's label, as the text field names its input.
          popper: { 'aria-labelledby': `${id}-label` },
          textField: { id, name, fullWidth: true, error: error !== undefined, helperText: error },
        }}
      />
    </LocalizationProvider>
  );
}
