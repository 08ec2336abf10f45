import '../texts';
import { Alert, Button, Stack } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import type { SaveFailure } from './setup-data';

interface SaveFailureAlertProps {
  failure: SaveFailure;
  /** "segment" or "trigger", for the sentence. */
  what: string;
  /** Their version replaces what was typed. */
  onReload(current: RaRecord): void;
  /** What was typed is saved over their version. */
  onOverwrite(current: RaRecord): void;
}

/**
 * Why a save did not go through. What was typed stays in the form; after another user's save,
 * the user picks between their version and this one.
 */
export function SaveFailureAlert({ failure, what, onReload, onOverwrite }: SaveFailureAlertProps) {
  const translate = useTranslate();
  if (failure.kind === 'refused')
    return (
      <Alert severity="error" role="alert">
        {translate('emails.setup.refused', { reason: failure.reason })}
      </Alert>
    );
  return (
    <Alert severity="warning" role="alert">
      {translate('emails.setup.conflict_text', { what })}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button size="small" color="inherit" variant="outlined" onClick={() => onOverwrite(failure.current)}>
          {translate('emails.setup.overwrite')}
        </Button>
        <Button size="small" color="inherit" onClick={() => onReload(failure.current)}>
          {translate('emails.setup.reload')}
        </Button>
      </Stack>
    </Alert>
  );
}
