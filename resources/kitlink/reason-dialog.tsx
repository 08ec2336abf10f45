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

interface ReasonDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** Asks before a destructive transition and takes its reason; Cancel has focus first. */
export function ReasonDialog({
  open,
  title,
  message,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: ReasonDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const messageId = useId();
  const [reason, setReason] = useState('');
  const missing = reason.trim() === '';
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
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy} autoFocus>
          {translate('app.confirm.cancel')}
        </Button>
        <Button
          onClick={() => onConfirm(reason.trim())}
          disabled={busy || missing}
          color="error"
          variant="contained"
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
