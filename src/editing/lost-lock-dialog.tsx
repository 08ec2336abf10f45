import { stillWhileClosed } from '@/ui/still-while-closed';
import './texts';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { DiffList } from './diff-list';
import { holderName, sinceText } from './lock-text';
import type { DiffEntry, EditingLock } from './types';

export interface LostLockDialogProps {
  open: boolean;
  title: string;
  /** Who holds the lock now, when the server said. */
  lock: EditingLock | null;
  /** The unsaved changes in words. */
  changes: readonly DiffEntry[];
  /** The working copy as text, to copy and keep. */
  copyText: string;
  busy: boolean;
  /** Absent where the lock cannot be taken back (held by someone, and no take-over allowed). */
  onRetake?: (() => void) | undefined;
  onReload: () => void;
}

/**
 * The lock went to someone else (or expired) with changes unsaved. Nothing is thrown away without
 * a choice: the changes stay listed and copyable until the user takes the lock back or reloads.
 */
function LostLockDialogView(props: LostLockDialogProps) {
  const { open, title, lock, changes, copyText, busy, onRetake, onReload } = props;
  const translate = useTranslate();
  const titleId = useId();
  const messageId = useId();
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const copy = () => {
    navigator.clipboard.writeText(copyText).then(
      () => setCopied('yes'),
      () => setCopied('no'),
    );
  };
  const who = holderName(translate, lock);
  return (
    <Dialog open={open} role="alertdialog" aria-labelledby={titleId} aria-describedby={messageId}>
      <DialogTitle id={titleId}>{translate('app.editing.lost.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>
          {lock?.since
            ? translate('app.editing.lost.lead_since', { who, title, since: sinceText(lock.since) })
            : translate('app.editing.lost.lead', { who, title })}
        </DialogContentText>
        <Typography variant="subtitle2" sx={{ mt: 2 }}>
          {translate('app.editing.lost.your_changes')}
        </Typography>
        <DiffList entries={changes} label={translate('app.editing.lost.your_changes')} />
        <TextField
          label={translate('app.editing.lost.as_text')}
          value={copyText}
          multiline
          maxRows={8}
          fullWidth
          margin="normal"
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
        />
        <Typography variant="body2" role="status" aria-live="polite">
          {copied === 'yes' && translate('app.editing.lost.copied')}
          {copied === 'no' && translate('app.editing.lost.copy_failed')}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={copy} autoFocus>
          {translate('app.editing.lost.copy')}
        </Button>
        {onRetake && (
          <Button onClick={onRetake} disabled={busy} variant="contained">
            {translate('app.editing.lost.retake')}
          </Button>
        )}
        <Button onClick={onReload} disabled={busy} color="error">
          {translate('app.editing.lost.reload')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Closed, it does not redraw on each key of the editor that holds it. */
export const LostLockDialog = stillWhileClosed(LostLockDialogView, (p) => p.open);
