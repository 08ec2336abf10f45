import './texts';
import { DayPicker, DayPickers } from '@/ui/day-picker';

interface Props {
  label: string;
  value: string;
  error: string | undefined;
  onChange(value: string): void;
  onUnfinished(unfinished: boolean): void;
}

/**
 * A date in the users forms, typed and read as "24 May 2027" in every browser language (a native
 * date box showed mm/dd/yyyy in an en-US browser). A half-typed date is reported, so the form can
 * refuse to save it instead of saving an empty date in its place.
 */
export function DayField({ label, value, error, onChange, onUnfinished }: Props) {
  return (
    <DayPickers>
      <DayPicker
        inForm
        label={label}
        value={value}
        error={Boolean(error)}
        helperText={error}
        onChange={onChange}
        onUnfinished={onUnfinished}
      />
    </DayPickers>
  );
}

/** The problem a half-typed date adds to a form's checks. */
export const UNFINISHED_DATE = { key: 'users.date_unfinished' } as const;
