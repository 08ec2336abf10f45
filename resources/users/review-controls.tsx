import './texts';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { toast } from '@/ui';
import { reviewDocument, userKeys } from './api';
import type { DocumentEntry } from './types';

/** Approve, or reject with a reason, a document whose type requires review; each is sent once. */
export function ReviewControls({ doc }: { doc: DocumentEntry }) {
  const translate = useTranslate();
  const client = useQueryClient();
  const titleId = useId();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const review = useMutation({
    mutationFn: (decision: 'approve' | 'reject') =>
      reviewDocument(doc.id, decision, decision === 'reject' ? reason.trim() : ''),
    onSuccess: async (saved) => {
      setRejecting(false);
      toast.show(
        translate(saved.status === 'approved' ? 'users.documents.approved' : 'users.documents.rejected'),
        'success',
      );
      client.setQueryData(userKeys.document(doc.id), saved);
      const user = doc.user_id;
      if (user != null)
        await Promise.all([
          client.invalidateQueries({ queryKey: userKeys.documents(user) }),
          client.invalidateQueries({ queryKey: userKeys.summary(user) }),
        ]);
    },
  });
  if (!doc.requires_review || doc.status !== 'pending_review') return null;
  const missing = tried && !reason.trim();
  return (
    <Stack direction="row" spacing={1}>
      <Button
        variant="contained"
        color="success"
        disabled={review.isPending}
        onClick={() => review.mutate('approve')}
        aria-label={translate('users.documents.approve_named', { name: doc.file_name ?? '—' })}
      >
        {translate('users.documents.approve')}
      </Button>
      <Button
        variant="outlined"
        color="error"
        disabled={review.isPending}
        onClick={() => setRejecting(true)}
        aria-label={translate('users.documents.reject_named', { name: doc.file_name ?? '—' })}
      >
        {translate('users.documents.reject')}
      </Button>
      <Dialog
        open={rejecting}
        onClose={review.isPending ? undefined : () => setRejecting(false)}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id={titleId}>
          {translate('users.documents.reject_title', { name: doc.file_name ?? '—' })}
        </DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            required
            fullWidth
            multiline
            minRows={2}
            sx={{ mt: 1 }}
            label={translate('users.documents.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={missing}
            helperText={
              missing
                ? translate('validation.required', { field: translate('users.documents.reason') })
                : undefined
            }
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRejecting(false)} disabled={review.isPending}>
            {translate('users.cancel')}
          </Button>
          <Button
            color="error"
            variant="contained"
            disabled={review.isPending}
            onClick={() => {
              setTried(true);
              if (reason.trim()) review.mutate('reject');
            }}
          >
            {translate('users.documents.reject')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
