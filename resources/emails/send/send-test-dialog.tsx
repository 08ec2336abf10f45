import '../texts';
import {
  Alert,
  Autocomplete,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { useGetIdentity, useNotify, useTranslate, type Identifier } from 'react-admin';
import { sendTest } from '../api';
import { LanguageSelect } from './language-select';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface Props {
  open: boolean;
  id: Identifier;
  locales: string[];
  unsaved: boolean;
  onClose(): void;
}

/** A test send: the language picked by the user, to themselves unless they name others. */
export function SendTestDialog({ open, id, locales, unsaved, onClose }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const { identity } = useGetIdentity();
  const [language, setLanguage] = useState('');
  const [recipients, setRecipients] = useState<string[]>([]);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const self = typeof identity?.email === 'string' ? identity.email : '';
  // One language leaves nothing to choose: it is picked (and still sent, as every test send names one).
  const only = locales.length === 1 ? (locales[0] ?? '') : '';
  useEffect(() => {
    if (open) {
      setRecipients(self ? [self] : []);
      setLanguage(only);
      setTouched(false);
    }
  }, [open, self, only]);
  const invalid = recipients.filter((r) => !EMAIL.test(r));
  const submit = async () => {
    setTouched(true);
    if (!language || recipients.length === 0 || invalid.length > 0 || busy) return;
    setBusy(true);
    try {
      await sendTest(id, language, recipients);
      notify(translate('emails.send_test.sent', { smart_count: recipients.length }), { type: 'success' });
      onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{translate('emails.send_test.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {unsaved && <Alert severity="warning">{translate('emails.send.unsaved')}</Alert>}
          <LanguageSelect locales={locales} value={language} onChange={setLanguage} touched={touched} />
          <Autocomplete
            multiple
            freeSolo
            options={[]}
            value={recipients}
            onChange={(_, v) => setRecipients(v.map((x) => x.trim()).filter(Boolean))}
            renderValue={(value, getItemProps) =>
              value.map((option, index) => {
                const { key, ...rest } = getItemProps({ index });
                return (
                  <Chip
                    key={key}
                    {...rest}
                    label={option}
                    color={EMAIL.test(option) ? 'default' : 'error'}
                    size="small"
                  />
                );
              })
            }
            renderInput={(params) => (
              <TextField
                {...params}
                label={translate('emails.send_test.recipients')}
                error={touched && (recipients.length === 0 || invalid.length > 0)}
                helperText={
                  invalid.length > 0
                    ? translate('emails.send_test.invalid', { emails: invalid.join(', ') })
                    : translate('emails.send_test.recipients_hint')
                }
              />
            )}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy || unsaved}>
          {translate('emails.send_test.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
