import './texts';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { HttpError } from '@/http';
import { toast } from '@/ui';
import { changeAdminStatus, sitesKeys } from './api';
import { AdminStatusLog } from './admin-status-log';
import type { Referral } from './types';
import type { LookupOption } from './use-lookup';

interface Props {
  referral: Referral;
  options: readonly LookupOption[];
  onChanged: (referral: Referral) => void;
  onClose: () => void;
}

/**
 * One referral's admin status: its log, and a change with a note. The change is sent once, against
 * the referral as shown; what was typed stays through a refusal.
 */
export function AdminStatusDialog({ referral, options, onChanged, onClose }: Props) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [statusId, setStatusId] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ status?: string; note?: string }>({});
  const [stale, setStale] = useState(false);
  const [busy, setBusy] = useState(false);
  // A second click can arrive before the disabled button is rendered: the ref sees it at once.
  const sending = useRef(false);
  const title = translate('sites.admin_status.title', { subject: referral.subject_id ?? '—' });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending.current) return;
    const found = {
      ...(statusId === '' || statusId === String(referral.admin_status_id)
        ? { status: translate('sites.admin_status.same_status') }
        : {}),
      ...(note.trim() === '' ? { note: translate('sites.admin_status.note_required') } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    sending.current = true;
    setBusy(true);
    setStale(false);
    try {
      const updated = await changeAdminStatus(referral, {
        admin_status_id: Number(statusId),
        note: note.trim(),
      });
      toast.show(
        translate('sites.admin_status.changed', { label: updated.admin_status_label ?? '' }),
        'success',
      );
      setStatusId('');
      setNote('');
      onChanged(updated);
    } catch (error) {
      if (error instanceof HttpError && error.status === 409) setStale(true);
      if (error instanceof HttpError && error.status === 422)
        setErrors({ status: error.fieldErrors.admin_status_id, note: error.fieldErrors.note });
    } finally {
      sending.current = false;
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: sitesKeys.allReferrals() });
      void queryClient.invalidateQueries({ queryKey: sitesKeys.log(referral.id) });
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="admin-status-title" fullWidth maxWidth="sm">
      <DialogTitle id="admin-status-title">{title}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          {translate('sites.admin_status.current', { label: referral.admin_status_label ?? '—' })}
        </Typography>
        <AdminStatusLog patientId={referral.id} />
        <Stack
          component="form"
          id="admin-status-form"
          spacing={2}
          sx={{ mt: 3 }}
          onSubmit={(e) => void submit(e)}
          noValidate
        >
          <Typography variant="subtitle1" component="h3">
            {translate('sites.admin_status.change')}
          </Typography>
          {stale && <Alert severity="warning">{translate('sites.admin_status.stale')}</Alert>}
          <TextField
            select
            required
            label={translate('sites.admin_status.new_status')}
            value={statusId}
            onChange={(e) => setStatusId(e.target.value)}
            error={Boolean(errors.status)}
            helperText={errors.status}
          >
            {options.map((o) => (
              <MenuItem key={o.id} value={o.id} disabled={o.id === String(referral.admin_status_id)}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            required
            multiline
            minRows={2}
            label={translate('sites.admin_status.note')}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            error={Boolean(errors.note)}
            helperText={errors.note ?? translate('sites.admin_status.note_help')}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('sites.admin_status.close')}</Button>
        <Button type="submit" form="admin-status-form" variant="contained" disabled={busy}>
          {translate('sites.admin_status.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
