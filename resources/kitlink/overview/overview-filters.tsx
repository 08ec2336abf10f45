import '../texts';
import { MenuItem, Stack, TextField } from '@mui/material';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { format, isValid, parseISO } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import { useTranslate } from 'react-admin';
import type { Named, OverviewFilter } from '../types';

interface OverviewFiltersProps {
  filter: OverviewFilter;
  studies: readonly Named[];
  labs: readonly Named[];
  onChange: (name: keyof OverviewFilter, value: string) => void;
}

const toDate = (day: string | undefined) => (day ? parseISO(day) : null);

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
  const day = (name: 'from' | 'to') => (
    <DesktopDatePicker
      label={translate(`kitlink.filter_${name}`)}
      format="d MMM yyyy"
      value={toDate(filter[name])}
      maxDate={name === 'from' ? (toDate(filter.to) ?? undefined) : undefined}
      minDate={name === 'to' ? (toDate(filter.from) ?? undefined) : undefined}
      onChange={(d) => {
        if (d === null) onChange(name, '');
        else if (isValid(d)) onChange(name, format(d, 'yyyy-MM-dd'));
      }}
      slotProps={{ textField: { size: 'small', sx: { width: 180 } }, field: { clearable: true } }}
    />
  );
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enGB}>
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
        {day('from')}
        {day('to')}
      </Stack>
    </LocalizationProvider>
  );
}
