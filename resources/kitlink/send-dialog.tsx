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
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';

interface SendDialogProps {
  open: boolean;
  /** A destructive action needs a reason and is drawn in red; another only asks to confirm. */
  destructive: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/**
 * Asks before a send (a destructive transition, or one action on many) and takes the reason a
 * destructive one needs; Cancel has focus first, so Enter never sends by accident.
 */
export function SendDialog({
  open,
  destructive,
  title,
  message,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: SendDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const messageId = useId();
  const [reason, setReason] = useState('');
  const missing = destructive && reason.trim() === '';
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      role="alertdialog"
      TransitionProps={{ onExited: () => setReason('') }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{message}</DialogContentText>
        {destructive && (
          <TextField
            label={translate('kitlink.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required
            fullWidth
            multiline
            minRows={2}
            margin="normal"
            disabled={busy}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy} autoFocus>
          {translate('app.confirm.cancel')}
        </Button>
        <Button
          onClick={() => onConfirm(reason.trim())}
          disabled={busy || missing}
          color={destructive ? 'error' : 'primary'}
          variant="contained"
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
