import { Box, Button, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';

function secondsLeft(deadline: number): number {
  return Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
}

function mmss(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export interface IdleWarningProps {
  deadline: number;
  minutes: number;
  onStay(): void;
  onSignOut(): void;
}

/** The minute before the idle sign-out: a countdown and the way to stay. */
export function IdleWarning({ deadline, minutes, onStay, onSignOut }: IdleWarningProps) {
  const translate = useTranslate();
  const [left, setLeft] = useState(() => secondsLeft(deadline));
  const stay = useRef<HTMLButtonElement>(null);
  // Focus on the safe choice. Set here, before the dialog's focus trap looks: MUI's trap would
  // otherwise focus the dialog itself, and "Stay signed in" should be one key press away.
  useEffect(() => stay.current?.focus(), []);
  useEffect(() => {
    setLeft(secondsLeft(deadline));
    const id = setInterval(() => setLeft(secondsLeft(deadline)), 1000);
    return () => clearInterval(id);
  }, [deadline]);
  // Announced every 15 s (and each of the last 10): a screen reader reading every second would
  // drown out everything else, the visible timer still ticks each second.
  const announce = left % 15 === 0 || left <= 10;
  return (
    <>
      <DialogTitle id="session-dialog-title">{translate('app.session.warning.title')}</DialogTitle>
      <DialogContent id="session-dialog-description">
        <Typography gutterBottom>{translate('app.session.warning.body', { minutes })}</Typography>
        <Typography role="timer" variant="h6" component="p">
          {translate('app.session.warning.countdown', { time: mmss(left) })}
        </Typography>
        <Box sx={visuallyHidden} aria-live="polite" aria-atomic>
          {announce ? translate('app.session.warning.countdown', { time: mmss(left) }) : null}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onSignOut}>{translate('app.session.warning.sign_out')}</Button>
        <Button variant="contained" onClick={onStay} ref={stay}>
          {translate('app.session.warning.stay')}
        </Button>
      </DialogActions>
    </>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
