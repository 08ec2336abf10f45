import '../texts';
import { Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AnyTable } from '@/domain/kit-states';
import { stateLabel } from '../states';

interface StatusFilterProps {
  table: AnyTable;
  counts: Readonly<Record<string, number>>;
  value: string;
  onChange: (state: string) => void;
}

/** The counts by state of one life cycle; choosing one filters the list to it, again clears it. */
export function StatusFilter({ table, counts, value, onChange }: StatusFilterProps) {
  const translate = useTranslate();
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      flexWrap="wrap"
      role="group"
      aria-label={translate(`kitlink.${table.subject}_counts`)}
    >
      {table.states.map((state) => (
        <Chip
          key={state}
          clickable
          aria-pressed={value === state}
          color={value === state ? 'primary' : 'default'}
          variant={value === state ? 'filled' : 'outlined'}
          label={translate('kitlink.count', {
            state: translate(stateLabel(table, state)),
            count: counts[state] ?? 0,
          })}
          onClick={() => onChange(value === state ? '' : state)}
        />
      ))}
    </Stack>
  );
}
