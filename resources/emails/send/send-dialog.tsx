import '../texts';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslate, type Identifier } from 'react-admin';
import { formatNumber } from '@/i18n';
import { emailKeys, getAudience, sendTemplate } from '../api';
import { LanguageSelect } from './language-select';
import { useSendGuard } from './use-send-guard';

interface Props {
  open: boolean;
  id: Identifier;
  locales: string[];
  subjects: Record<string, string>;
  unsaved: boolean;
  onClose(): void;
}

const digits = (s: string) => s.replace(/[\s,.]/g, '');

/**
 * The real send: who it reaches, in which language, with which subject; the user types the
 * number of recipients to confirm, and one confirmation makes one request.
 */
export function SendDialog({ open, id, locales, subjects, unsaved, onClose }: Props) {
  const translate = useTranslate();
  const titleId = useId();
  const audience = useQuery({
    queryKey: emailKeys.audience(id),
    queryFn: () => getAudience(id),
    enabled: open,
  });
  const [language, setLanguage] = useState('');
  const [typed, setTyped] = useState('');
  const [touched, setTouched] = useState(false);
  const send = useCallback((key: string) => sendTemplate(id, language, key), [id, language]);
  const guard = useSendGuard(send);
  const { reset } = guard;
  useEffect(() => {
    if (open) {
      setLanguage('');
      setTyped('');
      setTouched(false);
      reset();
    }
  }, [open, reset]);
  const count = audience.data;
  const matches = count !== undefined && count > 0 && digits(typed) === String(count);
  const phase = guard.state.phase;
  const busy = phase === 'sending';
  const done = phase === 'done' && guard.result.value !== undefined;
  const failed = phase === 'done' && guard.result.error !== undefined;
  const submit = () => {
    setTouched(true);
    if (!language || !matches || unsaved) return;
    guard.confirmAndSend();
  };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{translate('emails.send.title')}</DialogTitle>
      <DialogContent>
        {done ? (
          <Alert severity="success" role="status">
            {translate('emails.send.queued', {
              smart_count: guard.result.value?.recipients ?? 0,
              count: formatNumber(guard.result.value?.recipients ?? 0),
            })}
          </Alert>
        ) : (
          <Stack
            component="form"
            spacing={2}
            sx={{ pt: 1 }}
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            {unsaved && <Alert severity="warning">{translate('emails.send.unsaved')}</Alert>}
            <Typography>
              {count === undefined
                ? translate('emails.send.counting')
                : translate('emails.send.audience', { smart_count: count, count: formatNumber(count) })}
            </Typography>
            <LanguageSelect locales={locales} value={language} onChange={setLanguage} touched={touched} />
            {language && (
              <Typography>
                <strong>{translate('emails.preview.subject')}</strong>{' '}
                {subjects[language] ?? subjects[locales[0] ?? ''] ?? ''}
              </Typography>
            )}
            <TextField
              size="small"
              required
              label={translate('emails.send.type_count', {
                count: count === undefined ? '…' : String(count),
              })}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              error={touched && !matches}
              helperText={touched && !matches ? translate('emails.send.count_mismatch') : ' '}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
              disabled={busy}
            />
            {failed && (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" size="small" onClick={guard.retry}>
                    {translate('emails.send.retry')}
                  </Button>
                }
              >
                {guard.result.error instanceof Error
                  ? guard.result.error.message
                  : translate('emails.send.failed')}
              </Alert>
            )}
            <button type="submit" hidden aria-hidden tabIndex={-1} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate(done ? 'ra.action.close' : 'ra.action.cancel')}
        </Button>
        {/* Stays in place once sent, disabled: the second click of a double click lands on it,
            not on Close moving into its place, which would hide the answer. */}
        <Button
          variant="contained"
          color="error"
          onClick={submit}
          disabled={done || busy || failed || unsaved || count === 0}
        >
          {done
            ? translate('emails.send.done')
            : count === undefined
              ? translate('emails.send.send')
              : translate('emails.send.send_count', { smart_count: count, count: formatNumber(count) })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
