import './texts';
import { Alert, Button, Stack } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { DiscardDialog } from './discard-dialog';
import { LockBanner } from './lock-banner';
import { LostLockDialog } from './lost-lock-dialog';
import { PublishDialog } from './publish-dialog';
import { SaveStateIndicator } from './save-indicator';
import type { Editing } from './use-editing';

/**
 * The lifecycle's controls for an editor: the lock banner, the save state, Save (also Ctrl/Cmd+S),
 * Publish and Discard with their dialogs, and the lost-lock recovery dialog.
 */
export interface EditingBarProps<T> {
  editing: Editing<T>;
  /** Shown in the publish dialog: what publishing changes, in the resource's words. */
  publishSummary?: ReactNode;
  /** Why publishing is refused for now (the dialog says so and keeps its confirm unavailable). */
  publishBlocked?: ReactNode;
  /** Publishing needs the publisher's electronic signature. */
  signing?: boolean;
}

export function EditingBar<T>({ editing, publishSummary, publishBlocked, signing }: EditingBarProps<T>) {
  const translate = useTranslate();
  const [dialog, setDialog] = useState<'publish' | 'discard' | null>(null);
  const { model, adapter, busy, canEdit, unsaved, changes } = editing;
  const { server, value, lock, save } = model;
  if (model.phase === 'failed') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" disabled={busy !== null} onClick={() => void editing.reload()}>
            {translate('app.editing.load.retry')}
          </Button>
        }
      >
        {translate('app.editing.load.failed')}
      </Alert>
    );
  }
  if (server === null || value === null) return null;
  // What is being published is the working copy; what is discarded or lost is the stored record.
  const title = adapter.title(value);
  const storedTitle = adapter.title(server.value);
  const draft = server.state === 'draft' && adapter.discard !== undefined;
  const close = () => setDialog(null);
  const lost = lock.status === 'lost' ? lock : null;
  const retakable = lost !== null && (lost.lock === null || adapter.takeOver !== undefined);
  return (
    <Stack spacing={1}>
      <LockBanner
        lock={lock}
        busy={busy !== null}
        onCheckOut={() => void editing.checkOut()}
        onCheckIn={adapter.unlock && !unsaved ? () => void editing.checkIn() : undefined}
        onTakeOver={adapter.takeOver ? () => void editing.takeOver() : undefined}
      />
      {canEdit && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <SaveStateIndicator save={save} onRetry={() => void editing.save()} />
          <Button
            variant="contained"
            aria-keyshortcuts="Control+S Meta+S"
            disabled={!unsaved || save.status === 'saving'}
            onClick={() => void editing.save()}
          >
            {translate('app.editing.save.action')}
          </Button>
          <Button
            onClick={() => setDialog('publish')}
            disabled={busy !== null || save.status === 'saving' || (server.state === 'published' && !unsaved)}
          >
            {translate('app.editing.publish.action')}
          </Button>
          <Button
            color="error"
            onClick={() => setDialog('discard')}
            disabled={busy !== null || (!draft && !unsaved)}
          >
            {translate('app.editing.discard.action')}
          </Button>
        </Stack>
      )}
      <PublishDialog
        open={dialog === 'publish'}
        title={title}
        unsavedChanges={unsaved ? changes : []}
        busy={busy === 'publish'}
        onPublish={(note, credentials) =>
          void editing.publish(note, credentials).then((done) => done && close())
        }
        signing={signing}
        onClose={close}
        summary={publishSummary}
        blocked={publishBlocked}
      />
      <DiscardDialog
        open={dialog === 'discard'}
        title={storedTitle}
        draft={draft}
        unsavedChanges={unsaved ? changes : []}
        busy={busy === 'discard'}
        onDiscard={() => void editing.discard().then(close)}
        onCancel={close}
      />
      <LostLockDialog
        open={lost !== null}
        title={storedTitle}
        lock={lost?.lock ?? null}
        changes={changes}
        // Written out only once the lock is lost: a long record's copy on every key costs a frame.
        copyText={lost === null ? '' : JSON.stringify(value, null, 2)}
        busy={busy !== null}
        onRetake={retakable ? () => void editing.retake() : undefined}
        onReload={() => void editing.reload()}
      />
    </Stack>
  );
}
