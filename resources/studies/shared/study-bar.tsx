import '../texts';
import { Alert, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { SUPERUSER, usePermissionCheck } from '@/auth';
import { DiscardDialog, LockBanner, LostLockDialog, SaveStateIndicator, type Editing } from '@/editing';
import { request } from '@/http';
import { ConfirmDialog } from '@/ui';
import { lockView } from './lock-view';

/**
 * The study's check-out controls for the study editor and the content editor: who holds it, the
 * save state with Save (Ctrl/Cmd+S), Discard draft, breaking another's lock (superusers), and the
 * recovery dialog when the check-out is lost. Publishing is on the editor's Locales tab.
 */
export function StudyBar<T>({
  editing,
  studyId,
  title,
}: {
  editing: Editing<T>;
  studyId: string;
  title: string;
}) {
  const translate = useTranslate();
  const can = usePermissionCheck();
  const [dialog, setDialog] = useState<'discard' | 'break' | null>(null);
  const [breaking, setBreaking] = useState(false);
  const { model, adapter, busy, unsaved, changes } = editing;
  const view = lockView(model.lock, can(SUPERUSER, 'all'));
  const close = () => setDialog(null);
  const breakLock = async () => {
    setBreaking(true);
    try {
      await request(`/admin/studies/${encodeURIComponent(studyId)}/unlock`, { method: 'PUT' });
      await editing.reload();
      close();
    } finally {
      setBreaking(false);
    }
  };
  if (model.phase === 'failed')
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" disabled={busy !== null} onClick={() => void editing.reload()}>
            {translate('studies.retry')}
          </Button>
        }
      >
        {translate('studies.load_failed')}
      </Alert>
    );
  const lost = model.lock.status === 'lost' ? model.lock : null;
  // Checking out a published study starts its draft: read back so the editor shows the draft.
  return (
    <Stack spacing={1}>
      <LockBanner
        lock={model.lock}
        busy={busy !== null}
        onCheckOut={() => void editing.checkOut().then(() => editing.reload())}
        onCheckIn={adapter.unlock && !unsaved ? () => void editing.checkIn() : undefined}
      />
      {view.kind === 'other' && view.canBreak && (
        <div>
          <Button color="warning" onClick={() => setDialog('break')}>
            {translate('studies.lock.break', { name: view.holder })}
          </Button>
        </div>
      )}
      {view.kind === 'mine' && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <SaveStateIndicator save={model.save} onRetry={() => void editing.save()} />
          <Button
            variant="contained"
            aria-keyshortcuts="Control+S Meta+S"
            disabled={!unsaved || model.save.status === 'saving'}
            onClick={() => void editing.save()}
          >
            {translate('app.editing.save.action')}
          </Button>
          <Button color="error" disabled={busy !== null} onClick={() => setDialog('discard')}>
            {translate('studies.lock.discard')}
          </Button>
        </Stack>
      )}
      <DiscardDialog
        open={dialog === 'discard'}
        title={title}
        draft={model.server?.state === 'draft'}
        unsavedChanges={unsaved ? changes : []}
        busy={busy === 'discard'}
        onDiscard={() => void editing.discard().then(close)}
        onCancel={close}
      />
      <ConfirmDialog
        open={dialog === 'break'}
        title={translate('studies.lock.break_title', { name: view.kind === 'other' ? view.holder : '' })}
        message={translate('studies.lock.break_message', { name: view.kind === 'other' ? view.holder : '' })}
        confirmLabel={translate('studies.lock.break_confirm')}
        busy={breaking}
        onConfirm={() => void breakLock()}
        onCancel={close}
      />
      <LostLockDialog
        open={lost !== null}
        title={title}
        lock={lost?.lock ?? null}
        changes={changes}
        // Written out only once the lock is lost: the whole study's copy on every key costs a frame.
        copyText={lost === null ? '' : JSON.stringify(model.value, null, 2)}
        busy={busy !== null}
        onRetake={lost?.lock === null ? () => void editing.retake() : undefined}
        onReload={() => void editing.reload()}
      />
    </Stack>
  );
}
