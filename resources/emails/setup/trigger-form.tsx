import '../texts';
import { Autocomplete, Button, Chip, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { toast } from '@/ui';
import { CodeEditor } from '@/ui/code-editor';
import { entityNamed } from '@schemas/index';
import { SaveFailureAlert } from './save-failure-alert';
import {
  failureOf,
  useSaveRecord,
  useRefresh,
  type SaveFailure,
  type TemplateSummary,
  type TriggerRecord,
} from './setup-data';
import { TemplateLinks } from './template-links';

/** Conditions and parameters as typed: JSON text, read when saved. */
export interface TriggerDraft {
  name: string;
  context: string;
  conditions: string;
  parameters: string;
  stage_support: string[];
}

const asText = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v, null, 2));
export const triggerDraft = (t: TriggerRecord): TriggerDraft => ({
  name: t.name,
  context: t.context,
  conditions: asText(t.conditions),
  parameters: asText(t.parameters),
  stage_support: t.stage_support ?? [],
});

const CONTEXTS = entityNamed('triggers').fields.find((f) => f.source === 'context')?.choices ?? [];

function parse(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

interface TriggerFormProps {
  trigger: TriggerRecord;
  draft: TriggerDraft;
  onDraft(draft: TriggerDraft): void;
  onSaved(): void;
  /** Stages named by any trigger, offered as choices. */
  stages: string[];
  sends: TemplateSummary[];
}

/** A trigger's context, conditions, parameters and stages, and the templates it sends. */
export function TriggerForm(props: TriggerFormProps) {
  const { trigger, draft, onDraft, onSaved, stages, sends } = props;
  const translate = useTranslate();
  const titleId = useId();
  const save = useSaveRecord<TriggerRecord>('triggers');
  const refresh = useRefresh('triggers');
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [saving, setSaving] = useState(false);
  const label = (f: string) => translate(`resources.triggers.fields.${f}`);

  const submit = async (over?: TriggerRecord) => {
    const conditions = parse(draft.conditions);
    const parameters = parse(draft.parameters);
    if (draft.name.trim() === '' || !conditions.ok || !parameters.ok) {
      setFailure({ kind: 'refused', reason: translate('emails.setup.trigger.fix_first'), fields: {} });
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      const data = {
        name: draft.name.trim(),
        context: draft.context,
        conditions: conditions.value,
        parameters: parameters.value,
        stage_support: draft.stage_support,
      };
      await save(over ?? trigger, data);
      toast.show(translate('emails.setup.saved', { name: data.name }), 'success');
      onSaved();
    } catch (e) {
      setFailure(failureOf(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography id={titleId} variant="h6" component="h2">
          {translate('emails.setup.trigger.title', { name: trigger.name })}
        </Typography>
        <TextField
          label={label('name')}
          value={draft.name}
          required
          error={draft.name.trim() === ''}
          helperText={draft.name.trim() === '' ? translate('emails.setup.trigger.name_required') : undefined}
          onChange={(e) => onDraft({ ...draft, name: e.target.value })}
          slotProps={{ htmlInput: { maxLength: 120 } }}
        />
        <TextField
          select
          label={label('context')}
          value={draft.context}
          onChange={(e) => onDraft({ ...draft, context: e.target.value })}
        >
          {CONTEXTS.map((c) => (
            <MenuItem key={c} value={c}>
              {translate(`resources.triggers.choices.context.${c}`, { _: c })}
            </MenuItem>
          ))}
        </TextField>
        {(['conditions', 'parameters'] as const).map((f) => (
          <div key={f}>
            <CodeEditor
              language="json"
              allowEmpty
              label={label(f)}
              value={draft[f]}
              minHeight="5rem"
              onChange={(text) => onDraft({ ...draft, [f]: text })}
            />
          </div>
        ))}
        <Autocomplete
          multiple
          freeSolo
          options={stages}
          value={draft.stage_support}
          onChange={(_, v) => onDraft({ ...draft, stage_support: v.map((x) => x.trim()).filter(Boolean) })}
          renderValue={(items, getItemProps) =>
            items.map((option, index) => {
              const { key, ...rest } = getItemProps({ index });
              return <Chip key={key} {...rest} label={option} size="small" />;
            })
          }
          renderInput={(params) => (
            <TextField
              {...params}
              label={label('stage_support')}
              helperText={translate('emails.setup.trigger.stages_hint')}
            />
          )}
        />
        {failure && (
          <SaveFailureAlert
            failure={failure}
            what={translate('emails.setup.trigger.what')}
            onReload={(current) => {
              onDraft(triggerDraft(current as TriggerRecord));
              setFailure(null);
              void refresh();
            }}
            onOverwrite={(current) => void submit(current as TriggerRecord)}
          />
        )}
        <div>
          <Button variant="contained" onClick={() => void submit()} disabled={saving}>
            {translate('emails.setup.save')}
          </Button>
        </div>
        <TemplateLinks
          title={translate('emails.setup.trigger.sends')}
          none={translate('emails.setup.trigger.sends_none')}
          templates={sends}
          markInactive
        />
      </Stack>
    </Paper>
  );
}
