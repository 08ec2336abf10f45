import { CircularProgress, Dialog, DialogContent, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  allowSessionHold,
  endIdleSession,
  IDLE_WARNING_MS,
  idleTimeoutMs,
  startIdleTimer,
  useHeldSession,
  type IdleTimer,
} from '@/auth';
import { IdleWarning } from './idle-warning';
import { SignInAgain } from './sign-in-again';
import './texts';

/**
 * The shell's session watch (issue 34): idle sign-out with a warning a minute before, and signing
 * in again in place. While mounted, a session that ends (idle, or expired with no refresh) is
 * held: the page stays mounted under an opaque backdrop, so a half-typed form survives, and the
 * dialog asks the same user to sign in again. One dialog serves both steps, so focus returns to
 * where the user was when it first opened.
 */
export function SessionGuard() {
  const held = useHeldSession();
  const queryClient = useQueryClient();
  const [deadline, setDeadline] = useState<number | null>(null);
  const [switching, setSwitching] = useState(false);
  const timer = useRef<IdleTimer | null>(null);
  const lastFocus = useRef<HTMLElement | null>(null);
  // Tenths, for the shortened timeouts of mock mode (90 s reads "1.5 minutes").
  const minutes = Math.round(idleTimeoutMs() / 6_000) / 10;

  useEffect(() => {
    allowSessionHold(true);
    return () => allowSessionHold(false);
  }, []);

  // Where the user was on the page. MUI restores focus to what was focused when the dialog opened,
  // but that may be gone by then: a Save button disables itself while its request runs.
  useEffect(() => {
    const remember = (event: FocusEvent) => {
      const target = event.target;
      if (target instanceof HTMLElement && !target.closest('[role="dialog"]')) lastFocus.current = target;
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, []);

  const signOut = useCallback(() => {
    setDeadline(null);
    void endIdleSession();
  }, []);

  // The idle clock runs while the session does; a held session waits for sign-in instead.
  useEffect(() => {
    if (held) return undefined;
    const started = startIdleTimer(document, {
      timeoutMs: idleTimeoutMs(),
      warningMs: IDLE_WARNING_MS,
      onWarn: setDeadline,
      onTimeout: signOut,
    });
    timer.current = started;
    return () => {
      started.stop();
      timer.current = null;
      setDeadline(null);
    };
  }, [held, signOut]);

  const stay = useCallback(() => {
    setDeadline(null);
    timer.current?.stay();
  }, []);

  // Reads that failed while the session was gone load again; the rest (a form's record) stay.
  const resumed = useCallback(() => {
    void queryClient.invalidateQueries({ predicate: (q) => q.state.status === 'error' });
  }, [queryClient]);

  const signingIn = held !== null || switching;
  const open = signingIn || deadline !== null;
  const wasOpen = useRef(false);
  useEffect(() => {
    // Closed: back to where the user was, once the dialog's own focus handling is done.
    if (wasOpen.current && !open) setTimeout(() => lastFocus.current?.focus(), 0);
    wasOpen.current = open;
  }, [open]);
  return (
    <Dialog
      open={open}
      onClose={signingIn ? undefined : stay}
      aria-labelledby="session-dialog-title"
      aria-describedby="session-dialog-description"
      maxWidth="xs"
      fullWidth
      disableRestoreFocus
      slotProps={{
        // Signed out, nothing of the page may show: it may hold participants' health data.
        backdrop: { sx: signingIn ? { bgcolor: 'background.default' } : undefined },
      }}
    >
      {held ? (
        <SignInAgain held={held} minutes={minutes} onSwitching={setSwitching} onResumed={resumed} />
      ) : switching ? (
        <SwitchingAccount />
      ) : deadline !== null ? (
        <IdleWarning deadline={deadline} minutes={minutes} onStay={stay} onSignOut={signOut} />
      ) : null}
    </Dialog>
  );
}

/** Another account signed in: the page stays covered until the home page loads. */
function SwitchingAccount() {
  const translate = useTranslate();
  return (
    <DialogContent id="session-dialog-description">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <CircularProgress size={20} aria-hidden />
        <Typography id="session-dialog-title">{translate('app.session.sign_in.switching')}</Typography>
      </Stack>
    </DialogContent>
  );
}
