import { Button, Stack } from '@mui/material';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import { LockBanner } from './lock-banner';
import { SaveStateIndicator } from './save-indicator';
import type { LockState } from './lock-state';
import type { SaveState } from './save-state';
import './texts';

export interface EditingControlsProps {
  lock: LockState;
  busy: boolean;
  canEdit: boolean;
  save: SaveState;
  saveDisabled: boolean;
  publishDisabled: boolean;
  discardDisabled: boolean;
  onCheckOut(): void;
  onCheckIn: (() => void) | undefined;
  onTakeOver: (() => void) | undefined;
  onSave(): void;
  onPublish(): void;
  onDiscard(): void;
}

/**
 * The lock banner, the save state and Save, Publish and Discard. Memoised on what they show, with
 * steady handlers from the bar: a keystroke in a long editor changes none of it after the first,
 * so it is not drawn again on every key.
 */
export const EditingControls = memo(function EditingControls(props: EditingControlsProps) {
  const translate = useTranslate();
  const { lock, busy, canEdit, save, onCheckOut, onCheckIn, onTakeOver, onSave } = props;
  return (
    <>
      <LockBanner
        lock={lock}
        busy={busy}
        onCheckOut={onCheckOut}
        onCheckIn={onCheckIn}
        onTakeOver={onTakeOver}
      />
      {canEdit && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <SaveStateIndicator save={save} onRetry={onSave} />
          <Button
            variant="contained"
            aria-keyshortcuts="Control+S Meta+S"
            disabled={props.saveDisabled}
            onClick={onSave}
          >
            {translate('app.editing.save.action')}
          </Button>
          <Button onClick={props.onPublish} disabled={props.publishDisabled}>
            {translate('app.editing.publish.action')}
          </Button>
          <Button color="error" onClick={props.onDiscard} disabled={props.discardDisabled}>
            {translate('app.editing.discard.action')}
          </Button>
        </Stack>
      )}
    </>
  );
});
