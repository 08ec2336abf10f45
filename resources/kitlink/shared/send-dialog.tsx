import '../texts';
import { TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ConfirmDialog } from '@/ui';

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
export function SendDialog({ destructive, busy, onConfirm, ...props }: SendDialogProps) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  return (
    <ConfirmDialog
      {...props}
      busy={busy}
      tone={destructive ? 'error' : 'primary'}
      confirmDisabled={destructive && reason.trim() === ''}
      onExited={() => setReason('')}
      onConfirm={() => onConfirm(reason.trim())}
    >
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
    </ConfirmDialog>
  );
}
