import './texts';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { DiffList, type DiffEntry } from '@/editing';

interface Props {
  open: boolean;
  version: number;
  /** The draft against the last published version, unsaved changes included. */
  changes: readonly DiffEntry[];
  busy: boolean;
  onPublish: (note: string) => void;
  onClose: () => void;
}

/** Publishing a version: what it changes, in words, and the changelog note it needs. */
export function PublishVersionDialog({ open, version, changes, busy, onPublish, onClose }: Props) {
  const translate = useTranslate();
  const titleId = useId();
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const noteRef = useRef<HTMLInputElement>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (note.trim() === '') {
      setMissing(true);
      noteRef.current?.focus();
      return;
    }
    onPublish(note.trim());
  };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      slotProps={{ transition: { onExited: () => (setNote(''), setMissing(false)) } }}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate('studies.publish.title', { version })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('studies.publish.lead')}</DialogContentText>
          <DiffList entries={changes} label={translate('studies.publish.changes')} />
          <TextField
            inputRef={noteRef}
            label={translate('studies.publish.note')}
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
            helperText={missing ? translate('studies.publish.note_required') : undefined}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {translate('app.confirm.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('studies.publish.confirm', { version })}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
