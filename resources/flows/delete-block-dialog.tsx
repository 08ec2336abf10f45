import { stillWhileClosed } from '@/ui';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
} from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import './texts';

export interface DeleteRefusal {
  message: string;
  reasons: string[];
}

export interface DeleteBlockDialogProps {
  heading: string | null;
  /** Headings of blocks that jump to it: they lose their target. */
  jumpers: readonly string[];
  refusal: DeleteRefusal | null;
  busy: boolean;
  onDelete(force: boolean): void;
  onClose(): void;
}

/** Asks before deleting; when the server refuses, says why and offers "Delete anyway" with its consequence. */
function DeleteBlockDialogView({
  heading,
  jumpers,
  refusal,
  busy,
  onDelete,
  onClose,
}: DeleteBlockDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open={heading !== null} onClose={busy ? undefined : onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate('flows.delete.title', { name: heading ?? '' })}</DialogTitle>
      <DialogContent>
        {refusal === null ? (
          <DialogContentText>{translate('flows.delete.lead')}</DialogContentText>
        ) : (
          <>
            <Alert severity="warning" role="alert">
              {refusal.message}
            </Alert>
            <List dense>
              {refusal.reasons.map((r) => (
                <ListItem key={r}>
                  <ListItemText primary={r} />
                </ListItem>
              ))}
            </List>
            <DialogContentText>{translate('flows.delete.force_lead')}</DialogContentText>
            {jumpers.length > 0 && (
              <DialogContentText sx={{ mt: 1 }}>
                {translate('flows.delete.jumpers', { names: jumpers.join(', ') })}
              </DialogContentText>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('app.confirm.cancel')}
        </Button>
        <Button color="error" variant="contained" disabled={busy} onClick={() => onDelete(refusal !== null)}>
          {translate(refusal === null ? 'flows.delete.confirm' : 'flows.delete.force')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Closed, it does not redraw on each key of the editor that holds it. */
export const DeleteBlockDialog = stillWhileClosed(DeleteBlockDialogView, (p) => p.heading !== null);
