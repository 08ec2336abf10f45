import { stillWhileClosed } from '@/ui/still-while-closed';
import './texts';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { DiffList } from './diff-list';
import { emptyCredentials, SignatureFields } from './signature-fields';
import type { DiffEntry, SigningCredentials } from './types';

export interface PublishDialogProps {
  open: boolean;
  title: string;
  /** Unsaved changes, saved before publishing. */
  unsavedChanges: readonly DiffEntry[];
  busy: boolean;
  onPublish: (note: string, credentials?: SigningCredentials) => void;
  onClose: () => void;
  /** What the publish changes, in the resource's words (against the published version). */
  summary?: ReactNode;
  /** Why the record cannot be published yet; the confirm stays unavailable while it is given. */
  blocked?: ReactNode;
  /** The resource's own words where it names what is published ("Publish version 4?"). */
  heading?: string;
  confirmLabel?: string;
  /** Where the note goes by another name ("Changelog note"). */
  noteLabel?: string;
  /** Publishing needs the publisher's electronic signature. */
  signing?: boolean;
  /** Why the last signed publish was refused, to show beside the signature. */
  signingError?: string;
}

/** Publishes with a change note, which is required: the history shows it against the version. */
function PublishDialogView({
  open,
  title,
  unsavedChanges,
  busy,
  onPublish,
  onClose,
  summary,
  blocked,
  heading,
  confirmLabel,
  noteLabel,
  signing = false,
  signingError,
}: PublishDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const [credentials, setCredentials] = useState(emptyCredentials);
  const [unsigned, setUnsigned] = useState(false);
  const noteRef = useRef<HTMLInputElement>(null);
  const reset = () => {
    setNote('');
    setMissing(false);
    // Nothing of a signature outlives its dialog.
    setCredentials(emptyCredentials());
    setUnsigned(false);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (blocked) return;
    if (note.trim() === '') {
      setMissing(true);
      noteRef.current?.focus();
      return;
    }
    if (signing && (credentials.email.trim() === '' || credentials.password === '')) {
      setUnsigned(true);
      return;
    }
    onPublish(note, signing ? credentials : undefined);
  };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited: reset } }}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{heading ?? translate('app.editing.publish.title', { title })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('app.editing.publish.lead')}</DialogContentText>
          {blocked && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {blocked}
            </Alert>
          )}
          {summary}
          {unsavedChanges.length > 0 && (
            <>
              <DialogContentText sx={{ mt: 2 }}>
                {translate('app.editing.publish.saves_first')}
              </DialogContentText>
              <DiffList entries={unsavedChanges} />
            </>
          )}
          <TextField
            inputRef={noteRef}
            label={noteLabel ?? translate('app.editing.publish.note')}
            value={note}
            onChange={(e) => {
              setNote(e.target.value);
              if (e.target.value.trim() !== '') setMissing(false);
            }}
            required
            multiline
            minRows={2}
            fullWidth
            autoFocus
            margin="normal"
            error={missing}
            helperText={missing ? translate('app.editing.publish.note_required') : undefined}
          />
          {signing && (
            <SignatureFields
              value={credentials}
              onChange={(next) => {
                setCredentials(next);
                setUnsigned(false);
              }}
              error={unsigned ? translate('app.editing.sign.missing') : signingError}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {translate('app.confirm.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy || Boolean(blocked)}>
            {confirmLabel ?? translate('app.editing.publish.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** Closed, it does not redraw on each key of the editor that holds it. */
export const PublishDialog = stillWhileClosed(PublishDialogView, (p) => p.open);
