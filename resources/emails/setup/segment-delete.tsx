import '../texts';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { deleteSegment } from '@/data';
import { toast } from '@/ui';
import { failureOf, type SegmentRecord } from './setup-data';

/** Deletes a segment after a question naming it; the server refuses while a template uses it. */
export function SegmentDelete({ segment, onDeleted }: { segment: SegmentRecord; onDeleted(): void }) {
  const translate = useTranslate();
  const provider = useDataProvider();
  const client = useQueryClient();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setOpen(false);
    setRefusal(null);
  };
  const confirm = async () => {
    setBusy(true);
    try {
      await deleteSegment(segment.id, provider);
      await client.invalidateQueries({ queryKey: ['segments'] });
      toast.show(translate('emails.setup.segment.deleted', { name: segment.name }), 'success');
      setOpen(false);
      onDeleted();
    } catch (e) {
      const failure = failureOf(e);
      setRefusal(failure.kind === 'refused' ? failure.reason : translate('emails.setup.conflict'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
        {translate('emails.setup.segment.delete')}
      </Button>
      <Dialog open={open} onClose={busy ? undefined : close} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>
          {translate('emails.setup.segment.delete_title', { name: segment.name })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('emails.setup.segment.delete_text')}</DialogContentText>
          {refusal && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {translate('emails.setup.segment.delete_refused', { reason: refusal })}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy} autoFocus>
            {translate(refusal ? 'emails.setup.close' : 'emails.setup.cancel')}
          </Button>
          {!refusal && (
            <Button color="error" variant="contained" onClick={() => void confirm()} disabled={busy}>
              {translate('emails.setup.segment.delete_confirm', { name: segment.name })}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
