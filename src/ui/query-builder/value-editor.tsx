import './texts';
import { Stack } from '@mui/material';
import { MaterialValueEditor } from '@react-querybuilder/material';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { FieldRef } from '@mui/x-date-pickers/models';
import { enGB } from 'date-fns/locale/en-GB';
import { useMemo, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ValueEditorProps } from 'react-querybuilder';
import { PICKER_LOCALE_TEXT, useSeparatorTyping } from '@/engine/widgets/date-input';
import { fromPickerDate, PICKER_FORMATS, toPickerDate } from '@/engine/widgets/date-values';

interface DayProps {
  label: string;
  value: unknown;
  onChange(value: string): void;
}

/**
 * One day, read and typed as "24 May 2027" as the console's other date fields are, in every browser
 * language; `YYYY-MM-DD` for the query, empty (an incomplete condition) while it is unfinished.
 */
function DayPicker({ label, value, onChange }: DayProps) {
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
      }}
      slotProps={{
        field: { fieldRef, onKeyDown, shouldRespectLeadingZeros: true },
        textField: { size: 'small', variant: 'standard', sx: { width: 170 } },
      }}
    />
  );
}

/**
 * The value of a condition: dates with the console's en-GB picker (one day, or two for "between"),
 * everything else with react-querybuilder's MUI editors.
 */
export function FilterValueEditor(props: ValueEditorProps) {
  const translate = useTranslate();
  if (props.inputType !== 'date') return <MaterialValueEditor {...props} />;
  const { operator, value, handleOnChange, title } = props;
  const pickers =
    operator === 'between' ? (
      [0, 1].map((i) => {
        const pair: unknown[] = Array.isArray(value) ? value : ['', ''];
        return (
          <DayPicker
            key={i}
            label={translate(i === 0 ? 'ui.query_builder.from' : 'ui.query_builder.to')}
            value={pair[i]}
            onChange={(day) => handleOnChange(i === 0 ? [day, pair[1] ?? ''] : [pair[0] ?? '', day])}
          />
        );
      })
    ) : (
      <DayPicker label={title ?? ''} value={value} onChange={handleOnChange} />
    );
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enGB} localeText={PICKER_LOCALE_TEXT}>
      <Stack direction="row" spacing={1} className={props.className}>
        {pickers}
      </Stack>
    </LocalizationProvider>
  );
}
