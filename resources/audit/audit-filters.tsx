import './texts';
import '@/audit/texts';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { AUDIT_KINDS } from '@/contract';
import { DayPicker, DayPickers } from '@/ui/day-picker';
import { entities } from '@schemas/index';
import { NO_FILTER, type AuditFilter } from './api';

interface AuditFiltersProps {
  value: AuditFilter;
  /** The people seen in the entries read so far, by id. */
  people: ReadonlyMap<string, string>;
  onChange: (next: AuditFilter) => void;
}

interface ChoiceProps {
  label: string;
  any: string;
  value: string;
  options: ReadonlyArray<readonly [value: string, label: string]>;
  onChange: (value: string) => void;
}

/** A labelled select whose first option is "any". */
function Choice({ label, any, value, options, onChange }: ChoiceProps) {
  return (
    <TextField
      select
      size="small"
      variant="standard"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 180 }}
    >
      <MenuItem value="">{any}</MenuItem>
      {options.map(([v, text]) => (
        <MenuItem key={v} value={v}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Record type, person, kind of change and dates (en-GB pickers). */
export function AuditFilters({ value, people, onChange }: AuditFiltersProps) {
  const translate = useTranslate();
  const types = useMemo(
    () =>
      entities
        .map((e) => [e.name, translate(`resources.${e.name}.name`, { smart_count: 1, _: e.name })] as const)
        .sort((a, b) => a[1].localeCompare(b[1])),
    [translate],
  );
  const kinds = AUDIT_KINDS.map((k) => [k, translate(`audit.kind.${k}`, { _: k })] as const);
  // The person filtered by stays offered even before an entry of theirs has been read.
  const known = value.actor && !people.has(value.actor) ? [[value.actor, `#${value.actor}`] as const] : [];
  const set = (patch: Partial<AuditFilter>) => onChange({ ...value, ...patch });
  const t = (key: string) => translate(`audit.screen.${key}`);
  return (
    <DayPickers>
      <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap alignItems="flex-end">
        <Choice
          label={t('entity')}
          any={t('any_entity')}
          value={value.entity}
          options={types}
          onChange={(entity) => set({ entity })}
        />
        <Choice
          label={t('person')}
          any={t('anyone')}
          value={value.actor}
          options={[...people, ...known]}
          onChange={(actor) => set({ actor })}
        />
        <Choice
          label={t('kind')}
          any={t('any_kind')}
          value={value.kind}
          options={kinds}
          onChange={(kind) => set({ kind })}
        />
        <DayPicker label={t('from')} value={value.from} onChange={(from) => set({ from })} />
        <DayPicker label={t('to')} value={value.to} onChange={(to) => set({ to })} />
        <Button onClick={() => onChange(NO_FILTER)} disabled={Object.values(value).every((v) => v === '')}>
          {t('clear')}
        </Button>
      </Stack>
    </DayPickers>
  );
}
