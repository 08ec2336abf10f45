import {
  Alert,
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { signedInAs, signInAgain, verifyDeviceAgain, type HeldSession } from '@/auth';
import { sessionNavigation } from './reload';
import { failureMessage } from './sign-in-failure';

export interface SignInAgainProps {
  held: HeldSession;
  minutes: number;
  /** Another account is signing in: the dialog must stay over the page until the reload. */
  onSwitching(switching: boolean): void;
  /** The same user is back: the page carries on. */
  onResumed(): void;
}

/**
 * Signing in again over a held page. Everything typed here lives in this component's state only.
 * The email is the held user's and read-only, so the page's owner comes back; "someone else"
 * unlocks it, and a different account then reloads to the home page.
 */
export function SignInAgain({ held, minutes, onSwitching, onResumed }: SignInAgainProps) {
  const translate = useTranslate();
  const [email, setEmail] = useState(held.claims.user_email);
  const [locked, setLocked] = useState(true);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [deviceToken, setDeviceToken] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailField = useRef<HTMLInputElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);
  const codeField = useRef<HTMLInputElement>(null);
  // Focus goes where typing starts: the password, the email once "someone else" unlocked it, the
  // code at the device step. Set in an effect, before the dialog's focus trap would take it.
  useEffect(() => {
    (deviceToken ? codeField : locked ? passwordField : emailField).current?.focus();
  }, [locked, deviceToken]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const previous = held.claims;
    const other = email.trim().toLowerCase() !== previous.user_email.toLowerCase();
    setError(null);
    setBusy(true);
    onSwitching(other);
    try {
      if (deviceToken) {
        await verifyDeviceAgain(deviceToken, code.trim());
      } else {
        const result = await signInAgain({ email: email.trim(), password });
        if (result.status === 'device-verification') {
          setDeviceToken(result.deviceToken);
          setPassword('');
          return;
        }
      }
      // Never one person's page in front of another: a different user starts afresh from home.
      if (signedInAs(previous)) onResumed();
      else sessionNavigation.reloadHome();
    } catch (e) {
      onSwitching(false);
      setError(failureMessage(e, translate));
    } finally {
      setBusy(false);
    }
  }

  const reason = held.reason === 'idle' ? translate('app.session.sign_in.idle', { minutes }) : null;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <DialogTitle id="session-dialog-title">{translate('app.session.sign_in.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} id="session-dialog-description">
          <Typography>
            {reason ?? translate('app.session.sign_in.expired')} {translate('app.session.sign_in.kept')}
          </Typography>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          {deviceToken ? (
            <>
              <Typography>{translate('app.session.sign_in.code_lead')}</Typography>
              <TextField
                label={translate('app.auth.device_code.code')}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                autoComplete="one-time-code"
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                inputRef={codeField}
                required
              />
            </>
          ) : (
            <>
              <TextField
                label={translate('app.auth.email')}
                type="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                autoComplete="username"
                inputRef={emailField}
                slotProps={{ htmlInput: { readOnly: locked } }}
                required
              />
              <TextField
                label={translate('app.auth.password')}
                type="password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                autoComplete="current-password"
                inputRef={passwordField}
                required
              />
              {!locked && (
                <Alert severity="warning">{translate('app.session.sign_in.other_account_note')}</Alert>
              )}
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        {locked && !deviceToken && (
          <Button
            onClick={() => {
              setLocked(false);
              setEmail('');
            }}
          >
            {translate('app.session.sign_in.other_account')}
          </Button>
        )}
        <Button type="submit" variant="contained" disabled={busy}>
          {translate(deviceToken ? 'app.session.sign_in.verify' : 'app.session.sign_in.submit')}
        </Button>
      </DialogActions>
    </form>
  );
}
