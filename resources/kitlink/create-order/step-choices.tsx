import '../texts';
import { Checkbox, FormControlLabel, FormGroup, FormLabel, MenuItem, Stack, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { KIT_TYPES, type OrderDraft } from './order-draft';
import { StudyPicker } from './study-picker';

interface ChoiceProps {
  draft: OrderDraft;
  onChange: (changes: Partial<OrderDraft>) => void;
}

const ALL = { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' as const } };

function Select({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { id: string; name: string }[];
  onChange: (v: string) => void;
}) {
  return (
    <TextField
      select
      required
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ maxWidth: 480 }}
    >
      {options.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A required choice among the records of a resource, named by one of their fields. */
function RecordSelect({
  resource,
  field,
  label,
  value,
  onChange,
}: {
  resource: string;
  field: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const list = useGetList(resource, { ...ALL, sort: { field, order: 'ASC' } });
  const options = (list.data ?? []).map((r) => ({ id: String(r.id), name: String(r[field] ?? '') }));
  return <Select label={label} value={value} options={options} onChange={onChange} />;
}

export function StepStudy({ draft, onChange }: ChoiceProps) {
  return <StudyPicker value={draft.study} onChange={(study) => onChange({ study })} />;
}

/** The kit type, then the assays that test its sample type (choosing one proposes its lab). */
export function StepKit({ draft, onChange }: ChoiceProps) {
  const translate = useTranslate();
  const assays = useGetList('assays', ALL);
  const fitting = (assays.data ?? []).filter((a) => a.sample_type === draft.kitType);
  const types = KIT_TYPES.map((k) => ({ id: k, name: translate(`kitlink.kit_type.${k}`) }));
  return (
    <Stack spacing={2}>
      <Select
        label={translate('kitlink.column.kit_type')}
        value={draft.kitType}
        options={types}
        onChange={(kitType) => onChange({ kitType, assays: [] })}
      />
      {draft.kitType && (
        <FormGroup aria-labelledby="kitlink-assays">
          <FormLabel id="kitlink-assays">{translate('kitlink.create.assays')}</FormLabel>
          {fitting.map((a) => {
            const id = String(a.id);
            const on = draft.assays.includes(id);
            return (
              <FormControlLabel
                key={id}
                label={`${String(a.name)} (${String(a.code)})`}
                control={
                  <Checkbox
                    checked={on}
                    onChange={() =>
                      onChange({
                        assays: on ? draft.assays.filter((x) => x !== id) : [...draft.assays, id],
                        lab: draft.lab || String(a.lab_id ?? ''),
                      })
                    }
                  />
                }
              />
            );
          })}
        </FormGroup>
      )}
    </Stack>
  );
}

export function StepLab({ draft, onChange }: ChoiceProps) {
  const translate = useTranslate();
  return (
    <RecordSelect
      resource="laboratories"
      field="name"
      label={translate('kitlink.column.lab')}
      value={draft.lab}
      onChange={(lab) => onChange({ lab })}
    />
  );
}
