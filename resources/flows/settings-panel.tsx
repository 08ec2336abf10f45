import { FormControlLabel, MenuItem, Paper, Stack, Switch, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { FLOW_FLAGS, FLOW_JSON_FIELDS } from '@/domain/flow-fields';
import { CodeEditor } from '@/ui/code-editor';
import type { FlowFields } from './types';
import './texts';

export interface SettingsPanelProps {
  fields: FlowFields;
  readOnly: boolean;
  onChange(update: (f: FlowFields) => FlowFields): void;
}

function JsonField({
  name,
  value,
  readOnly,
  onChange,
}: {
  name: (typeof FLOW_JSON_FIELDS)[number];
  value: unknown;
  readOnly: boolean;
  onChange(v: unknown): void;
}) {
  const translate = useTranslate();
  const [text, setText] = useState(() =>
    value === null || value === undefined ? '' : JSON.stringify(value, null, 2),
  );
  return (
    <CodeEditor
      language="json"
      allowEmpty
      minHeight="6rem"
      label={translate(`flows.fields.${name}`)}
      description={translate(`flows.fields_help.${name}`)}
      value={text}
      readOnly={readOnly}
      onChange={(next) => {
        setText(next);
        if (next.trim() === '') return onChange(null);
        try {
          onChange(JSON.parse(next));
        } catch {
          // Kept as typed until it is valid JSON; the editor says what is wrong.
        }
      }}
    />
  );
}

/** Every flow field of spec §3. */
export function SettingsPanel({ fields, readOnly, onChange }: SettingsPanelProps) {
  const translate = useTranslate();
  const { data: locales = [] } = useGetList<{ id: string | number; name: string; code?: string }>('locales', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
    filter: {},
  });
  const set = <K extends keyof FlowFields>(key: K, value: FlowFields[K]) =>
    onChange((f) => ({ ...f, [key]: value }));
  const end = fields.end_section ?? { heading: '', text: '' };
  const localeKnown = locales.some((l) => String(l.code ?? l.id) === fields.locale_id);
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, maxWidth: 900 }}
      component="section"
      aria-labelledby="flow-settings-title"
    >
      <Typography id="flow-settings-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        {translate('flows.settings.title')}
      </Typography>
      <Stack spacing={2}>
        <TextField
          label={translate('flows.fields.title')}
          required
          value={fields.title}
          disabled={readOnly}
          onChange={(e) => set('title', e.target.value)}
          error={fields.title.trim().length < 2}
        />
        <TextField
          label={translate('flows.fields.description')}
          multiline
          minRows={2}
          value={fields.description}
          disabled={readOnly}
          onChange={(e) => set('description', e.target.value)}
        />
        <TextField
          select
          label={translate('flows.fields.locale_id')}
          value={fields.locale_id}
          disabled={readOnly}
          onChange={(e) => set('locale_id', e.target.value)}
          sx={{ maxWidth: 300 }}
        >
          {locales.map((l) => (
            <MenuItem key={l.id} value={String(l.code ?? l.id)}>
              {l.name}
            </MenuItem>
          ))}
          {!localeKnown && <MenuItem value={fields.locale_id}>{fields.locale_id}</MenuItem>}
        </TextField>
        <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 3 }}>
          {FLOW_FLAGS.map((k) => (
            <FormControlLabel
              key={k}
              control={
                <Switch checked={fields[k]} disabled={readOnly} onChange={(e) => set(k, e.target.checked)} />
              }
              label={translate(`flows.fields.${k}`)}
            />
          ))}
        </Stack>
        <Typography variant="subtitle1" component="h3">
          {translate('flows.fields.end_section')}
        </Typography>
        <TextField
          label={translate('flows.settings.end_heading')}
          value={end.heading}
          disabled={readOnly}
          onChange={(e) => set('end_section', { ...end, heading: e.target.value })}
        />
        <TextField
          label={translate('flows.settings.end_text')}
          multiline
          minRows={2}
          value={end.text}
          disabled={readOnly}
          onChange={(e) => set('end_section', { ...end, text: e.target.value })}
        />
        {FLOW_JSON_FIELDS.map((k) => (
          <JsonField key={k} name={k} value={fields[k]} readOnly={readOnly} onChange={(v) => set(k, v)} />
        ))}
      </Stack>
    </Paper>
  );
}
