import {
  Autocomplete,
  Checkbox,
  FormControlLabel,
  FormGroup,
  FormLabel,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { listOf, numberOf, textOf, withData } from '../block-data';
import type { Block } from '../types';
import '../texts';

export interface KindFormProps {
  block: Block;
  readOnly: boolean;
  onChange(update: (b: Block) => Block): void;
}

function NumberField({
  label,
  value,
  onChange,
  readOnly,
  min,
}: {
  label: string;
  value: number | null;
  onChange(v: number | null): void;
  readOnly: boolean;
  min?: number;
}) {
  return (
    <TextField
      size="small"
      type="number"
      label={label}
      value={value ?? ''}
      disabled={readOnly}
      slotProps={{ htmlInput: { min } }}
      onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      sx={{ width: 180 }}
    />
  );
}

export function AgeForm({ block, readOnly, onChange }: KindFormProps) {
  const translate = useTranslate();
  const min = numberOf(block, 'min_age');
  const max = numberOf(block, 'max_age');
  const wrong = min !== null && max !== null && min > max;
  return (
    <Stack direction="row" spacing={2}>
      <NumberField
        label={translate('flows.form.min_age')}
        value={min}
        min={0}
        readOnly={readOnly}
        onChange={(v) => onChange((b) => withData(b, { min_age: v }))}
      />
      <NumberField
        label={translate('flows.form.max_age')}
        value={max}
        min={0}
        readOnly={readOnly}
        onChange={(v) => onChange((b) => withData(b, { max_age: v }))}
      />
      {wrong && <FormLabel error>{translate('flows.form.age_order')}</FormLabel>}
    </Stack>
  );
}

const FILE_KINDS = ['pdf', 'jpg', 'png', 'heic', 'docx'] as const;

export function UploaderForm({ block, readOnly, onChange }: KindFormProps) {
  const translate = useTranslate();
  const accepted = listOf(block, 'accepted');
  const toggle = (kind: string, on: boolean) =>
    onChange((b) =>
      withData(b, {
        accepted: on ? [...listOf(b, 'accepted'), kind] : listOf(b, 'accepted').filter((k) => k !== kind),
      }),
    );
  return (
    <Stack spacing={2}>
      <FormGroup row aria-label={translate('flows.form.accepted')}>
        <FormLabel component="legend" sx={{ width: '100%' }}>
          {translate('flows.form.accepted')}
        </FormLabel>
        {FILE_KINDS.map((k) => (
          <FormControlLabel
            key={k}
            control={
              <Checkbox
                checked={accepted.includes(k)}
                disabled={readOnly}
                onChange={(e) => toggle(k, e.target.checked)}
              />
            }
            label={k.toUpperCase()}
          />
        ))}
      </FormGroup>
      <Stack direction="row" spacing={2}>
        <NumberField
          label={translate('flows.form.max_size_mb')}
          value={numberOf(block, 'max_size_mb')}
          min={1}
          readOnly={readOnly}
          onChange={(v) => onChange((b) => withData(b, { max_size_mb: v }))}
        />
        <NumberField
          label={translate('flows.form.max_files')}
          value={numberOf(block, 'max_files')}
          min={1}
          readOnly={readOnly}
          onChange={(v) => onChange((b) => withData(b, { max_files: v }))}
        />
      </Stack>
    </Stack>
  );
}

/** The kit types with a name in the console's words; the preview names the kit by them too. */
export const KIT_TYPES = ['saliva-dna', 'blood-spot', 'stool-sample', 'nasal-swab'] as const;

export function KitForm({ block, readOnly, onChange }: KindFormProps) {
  const translate = useTranslate();
  const kit = textOf(block, 'kit_type');
  const known = (KIT_TYPES as readonly string[]).includes(kit);
  return (
    <TextField
      select
      size="small"
      label={translate('flows.form.kit_type')}
      value={kit}
      disabled={readOnly}
      onChange={(e) => onChange((b) => withData(b, { kit_type: e.target.value }))}
      sx={{ width: 260 }}
    >
      {KIT_TYPES.map((k) => (
        <MenuItem key={k} value={k}>
          {translate(`flows.kit.${k}`)}
        </MenuItem>
      ))}
      {!known && kit !== '' && <MenuItem value={kit}>{kit}</MenuItem>}
    </TextField>
  );
}

interface ConditionRow {
  id: number;
  name: string;
}

/** The condition, found by its name through the conditions' reference search. */
export function ConditionForm({ block, readOnly, onChange }: KindFormProps) {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const { data = [], isPending } = useGetList<ConditionRow>('conditions', {
    pagination: { page: 1, perPage: 20 },
    sort: { field: 'name', order: 'ASC' },
    filter: search.trim() ? { q: search.trim() } : {},
  });
  const id = numberOf(block, 'condition_id');
  const value: ConditionRow | null = id === null ? null : { id, name: textOf(block, 'condition_name') };
  return (
    <Autocomplete
      value={value}
      options={data}
      loading={isPending}
      disabled={readOnly}
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onInputChange={(_, text) => setSearch(text)}
      onChange={(_, picked) =>
        onChange((b) => withData(b, { condition_id: picked?.id ?? null, condition_name: picked?.name ?? '' }))
      }
      renderInput={(params) => (
        <TextField {...params} size="small" label={translate('flows.form.condition')} />
      )}
      sx={{ maxWidth: 420 }}
    />
  );
}
