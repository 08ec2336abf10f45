import '../texts';
import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { useGetList, useGetOne, useTranslate, type RaRecord } from 'react-admin';
import { useParams } from 'react-router-dom';

interface FlowPickerProps {
  label: string;
  value: number | null;
  disabled: boolean;
  /** Only this study's own flows (its joining flow); otherwise every flow (a prescreen survey). */
  ownOnly: boolean;
  onChange: (id: number | null) => void;
}

const PAGE = 20;

/**
 * A flow chosen by its title, not typed as an id: a wrong number would silently wire the wrong
 * screening. Each option and the current choice show the title and whether it is published.
 */
export function FlowPicker({ label, value, disabled, ownOnly, onChange }: FlowPickerProps) {
  const translate = useTranslate();
  const { study_id: studyId } = useParams();
  const [text, setText] = useState('');
  const current = useGetOne<RaRecord>('flows', { id: value ?? '' }, { enabled: value !== null });
  const list = useGetList<RaRecord>('flows', {
    filter: {
      ...(ownOnly && studyId ? { study_id: studyId } : {}),
      ...(text.trim() ? { q: text.trim() } : {}),
    },
    pagination: { page: 1, perPage: PAGE },
    sort: { field: 'title', order: 'ASC' },
  });
  const name = (f: RaRecord) =>
    translate('studies.flow_picker.option', {
      title: String(f.title ?? `#${String(f.id)}`),
      state: translate(f.is_published ? 'studies.flow_picker.published' : 'studies.flow_picker.draft'),
      id: String(f.id),
    });
  const chosen = value === null ? null : (current.data ?? { id: value, title: `#${value}` });
  // A joining flow of another study wires the wrong screening: said, not silently kept.
  const foreign = ownOnly && current.data && studyId && String(current.data.study_id) !== studyId;
  const options = list.data ?? [];
  return (
    <Autocomplete
      options={chosen && !options.some((o) => o.id === chosen.id) ? [chosen, ...options] : options}
      value={chosen}
      disabled={disabled}
      // The server searches; every answer it sends is offered as is.
      filterOptions={(x) => x}
      isOptionEqualToValue={(a, b) => String(a.id) === String(b.id)}
      getOptionLabel={name}
      onInputChange={(_, next, reason) => {
        if (reason === 'input') setText(next);
        else if (reason === 'clear' || reason === 'reset') setText('');
      }}
      onChange={(_, f) => onChange(f ? Number(f.id) : null)}
      loading={list.isFetching}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={Boolean(foreign)}
          helperText={translate(
            foreign
              ? 'studies.flow_picker.foreign'
              : ownOnly
                ? 'studies.flow_picker.own_hint'
                : 'studies.flow_picker.any_hint',
          )}
        />
      )}
    />
  );
}
