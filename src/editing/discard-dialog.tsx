import { stillWhileClosed } from '@/ui/still-while-closed';
import './texts';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { DiffList } from './diff-list';
import type { DiffEntry } from './types';

export interface DiscardDialogProps {
  open: boolean;
  title: string;
  /** A saved draft goes too; otherwise only the unsaved changes do. */
  draft: boolean;
  unsavedChanges: readonly DiffEntry[];
  busy: boolean;
  onDiscard: () => void;
  onCancel: () => void;
}

/** Asks before discarding and names what goes; Cancel has focus so Enter never destroys by accident. */
function DiscardDialogView({
  open,
  title,
  draft,
  unsavedChanges,
  busy,
  onDiscard,
  onCancel,
}: DiscardDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
    >
      <DialogTitle id={titleId}>
        {translate(draft ? 'app.editing.discard.title_draft' : 'app.editing.discard.title_changes', {
          title,
        })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>
          {translate(draft ? 'app.editing.discard.lead_draft' : 'app.editing.discard.lead_changes')}
        </DialogContentText>
        {unsavedChanges.length > 0 && (
          <>
            <DialogContentText sx={{ mt: 2 }}>{translate('app.editing.discard.unsaved')}</DialogContentText>
            <DiffList entries={unsavedChanges} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy} autoFocus>
          {translate('app.confirm.cancel')}
        </Button>
        <Button onClick={onDiscard} disabled={busy} color="error" variant="contained">
          {translate(draft ? 'app.editing.discard.confirm_draft' : 'app.editing.discard.confirm_changes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Closed, it does not redraw on each key of the editor that holds it. */
export const DiscardDialog = stillWhileClosed(DiscardDialogView, (p) => p.open);
