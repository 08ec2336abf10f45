import '../texts';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate, type Identifier } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '@/ui';
import { duplicateTemplate } from '../api';

/**
 * Duplicate, from the template's own page: asks first (naming what is copied, and that unsaved
 * changes are not), then opens the copy. Off while the copy is on its way: one click, one copy.
 */
export function DuplicateAction({ id, name, unsaved }: { id: Identifier; name: string; unsaved: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const copy = useMutation({
    mutationFn: duplicateTemplate,
    onSuccess: (made) => {
      setAsking(false);
      notify('emails.list.duplicated', { type: 'success', messageArgs: { name: made.name ?? '—' } });
      navigate(`/templates/${encodeURIComponent(String(made.id))}`);
    },
  });
  const message = [
    translate('emails.duplicate.message', { name }),
    ...(unsaved ? [translate('emails.duplicate.unsaved')] : []),
  ].join(' ');
  return (
    <>
      <Button onClick={() => setAsking(true)} disabled={copy.isPending}>
        {translate('emails.duplicate.open')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={translate('emails.duplicate.title', { name })}
        message={message}
        confirmLabel={translate('emails.duplicate.confirm')}
        tone="primary"
        busy={copy.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          if (!copy.isPending) copy.mutate(id);
        }}
      />
    </>
  );
}
