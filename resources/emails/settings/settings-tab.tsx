import '../texts';
import { Autocomplete, Chip, Paper, Stack, TextField, Typography } from '@mui/material';
import {
  AutocompleteInput,
  BooleanInput,
  Form,
  ReferenceInput,
  SelectInput,
  TextInput,
  useTranslate,
  type Identifier,
} from 'react-admin';
import type { Settings } from '../template-record';
import { AudienceQuery } from './audience-query';

const choices = (field: string, values: string[]) =>
  values.map((v) => ({ id: v, name: `resources.templates.choices.${field}.${v}` }));
const label = (field: string) => `resources.templates.fields.${field}`;

type Set = <K extends keyof Settings>(field: K, value: Settings[K]) => void;
const fromEvent = (e: unknown): unknown =>
  typeof e === 'object' && e !== null && 'target' in e ? (e.target as HTMLInputElement).value : e;
const checked = (e: unknown): boolean =>
  typeof e === 'object' && e !== null && 'target' in e ? (e.target as HTMLInputElement).checked : Boolean(e);
const idOf = (v: unknown): Identifier | null =>
  v === '' || v === undefined || v === null ? null : (v as Identifier);

function RecipientsInput({ value, onChange }: { value: string[]; onChange(v: string[]): void }) {
  const translate = useTranslate();
  return (
    <Autocomplete
      multiple
      freeSolo
      options={[]}
      value={value}
      onChange={(_, v) => onChange(v.map((x) => x.trim()).filter(Boolean))}
      renderValue={(items, getItemProps) =>
        items.map((option, index) => {
          const { key, ...rest } = getItemProps({ index });
          return <Chip key={key} {...rest} label={option} size="small" />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate(label('recipients'))}
          helperText={translate('emails.settings.recipients_hint')}
        />
      )}
    />
  );
}

/** Name, type, flags, audience and links of the template, in the same working copy as the email. */
export function SettingsTab({ settings, onChange }: { settings: Settings; onChange(s: Settings): void }) {
  const translate = useTranslate();
  const set: Set = (field, value) => onChange({ ...settings, [field]: value });
  return (
    <Form defaultValues={settings} noValidate>
      <Stack spacing={2} sx={{ p: 2, maxWidth: 900 }}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <TextInput
            source="name"
            label={label('name')}
            fullWidth
            onChange={(e) => set('name', String(fromEvent(e)))}
          />
          <SelectInput
            source="type"
            label={label('type')}
            choices={choices('type', ['marketing', 'study', 'system'])}
            onChange={(e) => set('type', String(fromEvent(e)))}
          />
          <BooleanInput
            source="is_active"
            label={label('is_active')}
            onChange={(e) => set('is_active', checked(e))}
          />
          <BooleanInput
            source="is_transactional"
            label={label('is_transactional')}
            onChange={(e) => set('is_transactional', checked(e))}
          />
          <ReferenceInput source="folder_id" reference="template-folders">
            <AutocompleteInput
              label={label('folder_id')}
              optionText="name"
              onChange={(v) => set('folder_id', idOf(v))}
            />
          </ReferenceInput>
          <ReferenceInput source="study_id" reference="studies">
            <AutocompleteInput
              label={label('study_id')}
              optionText="title"
              onChange={(v) => set('study_id', idOf(v))}
            />
          </ReferenceInput>
          <ReferenceInput source="trigger_id" reference="triggers">
            <AutocompleteInput
              label={label('trigger_id')}
              optionText="name"
              onChange={(v) => set('trigger_id', idOf(v))}
            />
          </ReferenceInput>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle1" component="h3" gutterBottom>
            {translate('emails.settings.audience')}
          </Typography>
          <SelectInput
            source="send_to"
            label={label('send_to')}
            choices={choices('send_to', ['user', 'recipients', 'segment', 'query'])}
            onChange={(e) => set('send_to', String(fromEvent(e)))}
          />
          <ReferenceInput source="segment_id" reference="segments">
            <AutocompleteInput
              label={label('segment_id')}
              optionText="name"
              onChange={(v) => set('segment_id', idOf(v))}
            />
          </ReferenceInput>
          <Stack spacing={2}>
            <RecipientsInput value={settings.recipients ?? []} onChange={(v) => set('recipients', v)} />
            <AudienceQuery value={settings.user_query} onChange={(v) => set('user_query', v)} />
          </Stack>
        </Paper>
      </Stack>
    </Form>
  );
}
