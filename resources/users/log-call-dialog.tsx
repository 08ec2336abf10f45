import './texts';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslate, type Identifier } from 'react-admin';
import { HttpError } from '@/http';
import { toast } from '@/ui';
import { getCallStatuses, getCallTypes, logCall, userKeys } from './api';
import { DayField } from './day-field';
import { useDraft } from './drafts';

interface CallDraft {
  type_id: string;
  status_id: string;
  notes: string;
  follow_up_on: string;
}

const EMPTY: CallDraft = { type_id: '', status_id: '', notes: '', follow_up_on: '' };

/** "Log a call": type, status, notes and a follow-up date; what was typed survives an error. */
export function LogCallDialog({
  userId,
  open,
  onClose,
}: {
  userId: Identifier;
  open: boolean;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const client = useQueryClient();
  const titleId = useId();
  const [draft, setDraft] = useDraft<CallDraft>(`call-${userId}`);
  const [tried, setTried] = useState(false);
  const [followUpUnfinished, setFollowUpUnfinished] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const types = useQuery({
    queryKey: userKeys.callTypes(),
    queryFn: getCallTypes,
    staleTime: 300_000,
    enabled: open,
  });
  const statuses = useQuery({
    queryKey: userKeys.callStatuses(),
    queryFn: getCallStatuses,
    staleTime: 300_000,
    enabled: open,
  });
  const d = draft ?? EMPTY;
  const label = (f: keyof CallDraft) => translate(`users.calls.field.${f}`);
  const required = (f: 'type_id' | 'status_id') =>
    tried && !d[f] ? translate('validation.required', { field: label(f) }) : serverErrors[f];
  const notesError =
    d.notes.length > 4000
      ? translate('validation.maxLength', { field: label('notes'), max: 4000 })
      : serverErrors.notes;
  const send = useMutation({
    mutationFn: () =>
      logCall(userId, {
        type_id: Number(d.type_id),
        status_id: Number(d.status_id),
        notes: d.notes,
        follow_up_on: d.follow_up_on || null,
      }),
    onSuccess: async () => {
      setDraft(undefined);
      setTried(false);
      setServerErrors({});
      onClose();
      toast.show(translate('users.calls.logged'), 'success');
      await Promise.all([
        client.invalidateQueries({ queryKey: userKeys.calls(userId) }),
        client.invalidateQueries({ queryKey: userKeys.summary(userId) }),
      ]);
    },
    onError: (e) => {
      if (e instanceof HttpError) setServerErrors(e.fieldErrors);
      toast.show(e instanceof HttpError ? e.message : translate('users.load_failed'), 'danger');
    },
  });
  const edit = (f: keyof CallDraft, v: string) => setDraft({ ...d, [f]: v });
  const followUpError =
    tried && followUpUnfinished ? translate('users.date_unfinished') : serverErrors.follow_up_on;
  const submit = () => {
    setTried(true);
    if (d.type_id && d.status_id && !notesError && !followUpUnfinished && !send.isPending) send.mutate();
  };
  return (
    <Dialog
      open={open}
      onClose={send.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{translate('users.calls.log')}</DialogTitle>
      <DialogContent>
        <Stack
          spacing={2}
          sx={{ pt: 1 }}
          component="form"
          id={`${titleId}-form`}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <TextField
            select
            required
            label={label('type_id')}
            value={types.data ? d.type_id : ''}
            onChange={(e) => edit('type_id', e.target.value)}
            error={Boolean(required('type_id'))}
            helperText={required('type_id')}
          >
            {(types.data ?? []).map((t) => (
              <MenuItem key={t.id} value={String(t.id)}>
                {t.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            required
            label={label('status_id')}
            value={statuses.data ? d.status_id : ''}
            onChange={(e) => edit('status_id', e.target.value)}
            error={Boolean(required('status_id'))}
            helperText={required('status_id')}
          >
            {(statuses.data ?? []).map((s) => (
              <MenuItem key={s.id} value={String(s.id)}>
                {s.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            multiline
            minRows={3}
            label={label('notes')}
            value={d.notes}
            onChange={(e) => edit('notes', e.target.value)}
            error={Boolean(notesError)}
            helperText={notesError}
          />
          <DayField
            label={label('follow_up_on')}
            value={d.follow_up_on}
            error={followUpError}
            onChange={(day) => edit('follow_up_on', day)}
            onUnfinished={setFollowUpUnfinished}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={send.isPending}>
          {translate('users.cancel')}
        </Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained" disabled={send.isPending}>
          {translate('users.calls.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
