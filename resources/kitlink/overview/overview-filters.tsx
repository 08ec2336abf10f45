import '../texts';
import { MenuItem, Stack, TextField } from '@mui/material';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import type { FieldRef } from '@mui/x-date-pickers/models';
import { format, isValid, parseISO } from 'date-fns';
import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { DayPickers } from '@/ui/day-picker';
import { PICKER_FORMATS } from '@/ui/picker-dates';
import { useSeparatorTyping } from '@/ui/picker-typing';
import type { Named, OverviewFilter } from '../types';

interface OverviewFiltersProps {
  filter: OverviewFilter;
  studies: readonly Named[];
  labs: readonly Named[];
  onChange: (name: keyof OverviewFilter, value: string) => void;
}

const toDate = (day: string | undefined) => (day ? parseISO(day) : null);
// While the year is typed, "2", "20" and "202" are years too: only a whole one narrows the lists.
const isWhole = (d: Date) => isValid(d) && d.getFullYear() >= 1000;

interface ChangedDayProps {
  name: 'from' | 'to';
  filter: OverviewFilter;
  onChange: (name: 'from' | 'to', value: string) => void;
}

/**
 * One end of the days of the last change, read and typed as the console's other dates are: "24 May
 * 2027" in every browser language, digits typed in UK order, a separator after a one-digit day or
 * month moving on ("1/6/2027"). The lists follow once the date is whole, not at each digit of its year.
 */
function ChangedDay({ name, filter, onChange }: ChangedDayProps) {
  const translate = useTranslate();
  const fieldRef = useRef<FieldRef<Date | null>>(null);
  const onKeyDown = useSeparatorTyping(fieldRef);
  // The picker keeps the sections typed so far only while it gets back the very value it gave.
  const [given, setGiven] = useState<Date | null>(null);
  const shown = given !== null && !isWhole(given) ? given : toDate(filter[name]);
  return (
    <DesktopDatePicker
      label={translate(`kitlink.filter_${name}`)}
      format={PICKER_FORMATS.date}
      value={shown}
      maxDate={name === 'from' ? (toDate(filter.to) ?? undefined) : undefined}
      minDate={name === 'to' ? (toDate(filter.from) ?? undefined) : undefined}
      onChange={(d) => {
        setGiven(d);
        if (d === null) onChange(name, '');
        else if (isWhole(d)) onChange(name, format(d, 'yyyy-MM-dd'));
      }}
      slotProps={{
        textField: { size: 'small', sx: { width: 180 } },
        field: { clearable: true, fieldRef, onKeyDown, shouldRespectLeadingZeros: true },
      }}
    />
  );
}

/** Study, laboratory and the days of the last change: they narrow every list of the home. */
export function OverviewFilters({ filter, studies, labs, onChange }: OverviewFiltersProps) {
  const translate = useTranslate();
  const select = (name: 'study_id' | 'lab_id', label: string, all: string, options: readonly Named[]) => (
    <TextField
      select
      size="small"
      sx={{ minWidth: 220, maxWidth: 320 }}
      label={label}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      value={filter[name] ?? ''}
      onChange={(e) => onChange(name, e.target.value)}
    >
      <MenuItem value="">{all}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.id} value={String(o.id)}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <DayPickers>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        flexWrap="wrap"
        role="search"
        aria-label={translate('kitlink.filters')}
      >
        {select('study_id', translate('kitlink.filter_study'), translate('kitlink.all_studies'), studies)}
        {select('lab_id', translate('kitlink.filter_lab'), translate('kitlink.all_labs'), labs)}
        <ChangedDay name="from" filter={filter} onChange={onChange} />
        <ChangedDay name="to" filter={filter} onChange={onChange} />
      </Stack>
    </DayPickers>
  );
}
