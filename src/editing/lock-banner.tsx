import './texts';
import { Alert, Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { lockText } from './lock-text';
import type { LockState } from './lock-state';

export interface LockBannerProps {
  lock: LockState;
  busy?: boolean;
  /** Checking in is offered only where the server has an unlock call, and once everything is saved. */
  onCheckIn?: (() => void) | undefined;
  /** Offered only where the server allows taking over another user's lock. */
  onTakeOver?: (() => void) | undefined;
  onCheckOut: () => void;
}

/** Who holds the check-out and since when, with the one action that fits. */
export function LockBanner({ lock, busy = false, onCheckIn, onTakeOver, onCheckOut }: LockBannerProps) {
  const translate = useTranslate();
  const action = (label: string, onClick: () => void) => (
    <Button color="inherit" size="small" disabled={busy} onClick={onClick}>
      {translate(label)}
    </Button>
  );
  switch (lock.status) {
    case 'unknown':
      return null;
    case 'checking-out':
      return (
        <Alert severity="info" role="status">
          {translate('app.editing.lock.checking_out')}
        </Alert>
      );
    case 'free':
      return (
        <Alert severity="info" role="status" action={action('app.editing.lock.check_out', onCheckOut)}>
          {translate('app.editing.lock.free')}
        </Alert>
      );
    case 'mine':
      return (
        <Alert
          severity="success"
          role="status"
          action={onCheckIn && action('app.editing.lock.check_in', onCheckIn)}
        >
          {lockText(translate, lock.lock, true)}
        </Alert>
      );
    case 'other':
      return (
        <Alert
          severity="warning"
          role="status"
          action={onTakeOver && action('app.editing.lock.take_over', onTakeOver)}
        >
          <Stack>
            {lockText(translate, lock.lock, false)}
            <span>{translate('app.editing.lock.read_only')}</span>
          </Stack>
        </Alert>
      );
    case 'lost':
      return (
        <Alert severity="error" role="status">
          {translate('app.editing.lock.lost')}
        </Alert>
      );
  }
}
