import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  /** Defaults to "Delete": the dialog exists for destructive actions. */
  confirmLabel?: string;
  busy?: boolean;
  /** Held back until what the dialog asks for (e.g. a reason in `children`) is given. */
  confirmDisabled?: boolean;
  /** A confirmation that destroys nothing (one action on many records) is not drawn in red. */
  tone?: 'error' | 'primary';
  /** What the action needs besides a yes, under the message (e.g. a reason). */
  children?: ReactNode;
  /** Called once the dialog has closed, e.g. to forget what was typed in it. */
  onExited?: () => void;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a destructive action; Cancel has focus so Enter never destroys by accident. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  busy,
  confirmDisabled,
  tone = 'error',
  children,
  onExited,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      role="alertdialog"
      slotProps={onExited ? { transition: { onExited } } : undefined}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{message}</DialogContentText>
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy} autoFocus>
          {translate('app.confirm.cancel')}
        </Button>
        <Button onClick={onConfirm} disabled={busy || confirmDisabled} color={tone} variant="contained">
          {confirmLabel ?? translate('app.confirm.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
