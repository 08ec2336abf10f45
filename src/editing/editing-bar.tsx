import './texts';
import { Alert, Button, Stack } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useSteadyCallback } from '@/ui/use-steady-callback';
import { DiscardDialog } from './discard-dialog';
import { EditingControls } from './editing-controls';
import { LostLockDialog } from './lost-lock-dialog';
import { PublishDialog } from './publish-dialog';
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
  // Steady handlers: the controls they go to are drawn again only when what they show changes.
  const onCheckOut = useSteadyCallback(() => void editing.checkOut());
  const onCheckIn = useSteadyCallback(() => void editing.checkIn());
  const onTakeOver = useSteadyCallback(() => void editing.takeOver());
  const onSave = useSteadyCallback(() => void editing.save());
  const onPublish = useSteadyCallback(() => setDialog('publish'));
  const onDiscard = useSteadyCallback(() => setDialog('discard'));
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
      <EditingControls
        lock={lock}
        busy={busy !== null}
        canEdit={canEdit}
        save={save}
        saveDisabled={!unsaved || save.status === 'saving'}
        publishDisabled={
          busy !== null || save.status === 'saving' || (server.state === 'published' && !unsaved)
        }
        discardDisabled={busy !== null || (!draft && !unsaved)}
        onCheckOut={onCheckOut}
        onCheckIn={adapter.unlock && !unsaved ? onCheckIn : undefined}
        onTakeOver={adapter.takeOver ? onTakeOver : undefined}
        onSave={onSave}
        onPublish={onPublish}
        onDiscard={onDiscard}
      />
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
