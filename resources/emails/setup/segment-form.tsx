import '../texts';
import { Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useStore, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/ui';
import { UserQueryBuilder } from '@/domain/user-query';
import type { FilterQuery } from '@/ui/query-builder';
import { SaveFailureAlert } from './save-failure-alert';
import { SegmentDelete } from './segment-delete';
import {
  failureOf,
  useSaveRecord,
  useRefresh,
  type SaveFailure,
  type SegmentRecord,
  type TemplateSummary,
} from './setup-data';
import { TemplateLinks } from './template-links';

export interface SegmentDraft {
  name: string;
  description: string;
  query: FilterQuery | null;
}

export const segmentDraft = (s: SegmentRecord): SegmentDraft => ({
  name: s.name,
  description: s.description ?? '',
  query: s.query && Object.keys(s.query).length > 0 ? s.query : null,
});

// The users list keeps its filters in memory under this key, never in the address.
const USERS_LIST_PARAMS = 'users.listParams';

interface SegmentFormProps {
  segment: SegmentRecord;
  draft: SegmentDraft;
  onDraft(draft: SegmentDraft): void;
  onSaved(): void;
  onDeleted(): void;
  usedBy: TemplateSummary[];
}

/** A segment's name, description and the users it picks, with their live count. */
export function SegmentForm(props: SegmentFormProps) {
  const { segment, draft, onDraft, onSaved, onDeleted, usedBy } = props;
  const translate = useTranslate();
  const navigate = useNavigate();
  const save = useSaveRecord<SegmentRecord>('segments');
  const refresh = useRefresh('segments');
  const [, setUsersList] = useStore<object>(USERS_LIST_PARAMS);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [saving, setSaving] = useState(false);
  const [nameMissing, setNameMissing] = useState(false);
  const titleId = useId();

  const submit = async (over?: SegmentRecord) => {
    if (draft.name.trim() === '') return setNameMissing(true);
    setSaving(true);
    setFailure(null);
    try {
      const data = { name: draft.name.trim(), description: draft.description, query: draft.query ?? {} };
      await save(over ?? segment, data);
      toast.show(translate('emails.setup.saved', { name: data.name }), 'success');
      onSaved();
    } catch (e) {
      setFailure(failureOf(e));
    } finally {
      setSaving(false);
    }
  };
  const seeUsers = () => {
    setUsersList({ filter: draft.query ?? {}, page: 1 });
    navigate('/users');
  };
  const field = (name: 'name' | 'description') =>
    failure?.kind === 'refused' ? failure.fields[name] : undefined;

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography id={titleId} variant="h6" component="h2">
          {translate('emails.setup.segment.title', { name: segment.name })}
        </Typography>
        <TextField
          label={translate('resources.segments.fields.name')}
          value={draft.name}
          required
          onChange={(e) => {
            setNameMissing(false);
            onDraft({ ...draft, name: e.target.value });
          }}
          error={nameMissing || Boolean(field('name'))}
          helperText={nameMissing ? translate('emails.setup.segment.name_required') : field('name')}
          slotProps={{ htmlInput: { maxLength: 120 } }}
        />
        <TextField
          label={translate('resources.segments.fields.description')}
          value={draft.description}
          multiline
          minRows={2}
          onChange={(e) => onDraft({ ...draft, description: e.target.value })}
          error={Boolean(field('description'))}
          helperText={field('description')}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
        <UserQueryBuilder value={draft.query} onChange={(query) => onDraft({ ...draft, query })} showCount />
        {failure && (
          <SaveFailureAlert
            failure={failure}
            what={translate('emails.setup.segment.what')}
            onReload={(current) => {
              onDraft(segmentDraft(current as SegmentRecord));
              setFailure(null);
              void refresh();
            }}
            onOverwrite={(current) => void submit(current as SegmentRecord)}
          />
        )}
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button variant="contained" onClick={() => void submit()} disabled={saving}>
            {translate('emails.setup.save')}
          </Button>
          <Button onClick={seeUsers}>{translate('emails.setup.segment.see_users')}</Button>
          <SegmentDelete segment={segment} onDeleted={onDeleted} />
        </Stack>
        <TemplateLinks
          title={translate('emails.setup.segment.used_by')}
          none={translate('emails.setup.segment.unused')}
          templates={usedBy}
        />
      </Stack>
    </Paper>
  );
}
