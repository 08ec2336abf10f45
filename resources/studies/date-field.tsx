import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enGB } from 'date-fns/locale/en-GB';
import { useState } from 'react';
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
 * `YYYY-MM-DD`; a date still being typed stays in the field until it is whole.
 */
export function DateField({ name, label, value, disabled, error, onChange }: Props) {
  const [typing, setTyping] = useState<Date | null>(null);
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enGB}>
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
        slotProps={{ textField: { name, fullWidth: true, error: error !== undefined, helperText: error } }}
      />
    </LocalizationProvider>
  );
}
