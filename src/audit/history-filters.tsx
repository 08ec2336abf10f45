import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DayPicker, DayPickers } from '@/ui/day-picker';

export interface HistoryFilterValue {
  actor: string;
  from: string;
  to: string;
}

interface HistoryFiltersProps {
  value: HistoryFilterValue;
  /** The people seen in this record's history so far, by id. */
  people: ReadonlyMap<string, string>;
  onChange: (next: HistoryFilterValue) => void;
}

/** Person and date range, with the console's en-GB pickers. */
export function HistoryFilters({ value, people, onChange }: HistoryFiltersProps) {
  const translate = useTranslate();
  return (
    <DayPickers>
      <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap sx={{ mb: 1 }}>
        <TextField
          select
          size="small"
          variant="standard"
          label={translate('audit.history.person')}
          value={value.actor}
          onChange={(e) => onChange({ ...value, actor: e.target.value })}
          sx={{ minWidth: 200, maxWidth: 320, flex: '0 0 auto' }}
        >
          <MenuItem value="">{translate('audit.history.anyone')}</MenuItem>
          {[...people].map(([id, name]) => (
            <MenuItem key={id} value={id}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <DayPicker
          label={translate('audit.history.from')}
          value={value.from}
          onChange={(from) => onChange({ ...value, from })}
        />
        <DayPicker
          label={translate('audit.history.to')}
          value={value.to}
          onChange={(to) => onChange({ ...value, to })}
        />
      </Stack>
    </DayPickers>
  );
}
