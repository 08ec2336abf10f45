import '../texts';
import { Alert, Button, List, ListItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { memo, useRef, useState, type FormEvent } from 'react';
import { useTranslate, type Identifier } from 'react-admin';
import { TallyBar } from '../shared/consignment-list';
import type { Tally } from '../types';
import { useScans, type Scan } from './use-scans';

const SEVERITY = {
  received: 'success',
  already_received: 'info',
  unknown: 'error',
  other_consignment: 'warning',
  not_returned: 'warning',
} as const;

/**
 * Receiving at the lab: a handheld scanner types the code and Enter; a typed code works the same.
 * The box is cleared and keeps the focus at once, so the next kit can be scanned while the last
 * one is on its way; each result is announced.
 */
export function ScanBox({ consignmentId, initial }: { consignmentId: Identifier; initial: Tally }) {
  const translate = useTranslate();
  const { scans, tally, scan, retry } = useScans(consignmentId, initial);
  const [code, setCode] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (scan(code)) setCode('');
    input.current?.focus();
  };
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, '@media print': { display: 'none' } }}
      component="section"
      aria-labelledby="kitlink-receive"
    >
      <Stack spacing={2}>
        <Typography id="kitlink-receive" variant="h6" component="h2">
          {translate('kitlink.receive.title')}
        </Typography>
        <TallyBar tally={tally} />
        <Stack component="form" direction="row" spacing={1} onSubmit={submit} noValidate>
          <TextField
            inputRef={input}
            autoFocus
            autoComplete="off"
            label={translate('kitlink.receive.barcode')}
            helperText={translate('kitlink.receive.help')}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'characters' } }}
          />
          <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start', mt: 1 }}>
            {translate('kitlink.receive.submit')}
          </Button>
        </Stack>
        <List dense aria-label={translate('kitlink.receive.results')} aria-live="polite">
          {scans.map((s, i) => (
            <ScanLine key={`${s.barcode}-${scans.length - i}`} scan={s} onRetry={retry} />
          ))}
        </List>
      </Stack>
    </Paper>
  );
}

/** One scan's result; drawn again only when that scan changes, however long the list grows. */
const ScanLine = memo(function ScanLine(props: { scan: Scan; onRetry: (barcode: string) => void }) {
  return (
    <ListItem disableGutters>
      <ScanResultLine {...props} />
    </ListItem>
  );
});

function ScanResultLine({ scan, onRetry }: { scan: Scan; onRetry: (barcode: string) => void }) {
  const translate = useTranslate();
  if (scan.state === 'sending')
    return (
      <Alert severity="info" icon={false}>
        {translate('kitlink.receive.sending', { barcode: scan.barcode })}
      </Alert>
    );
  if (scan.state === 'unsent' || !scan.result)
    return (
      <Alert
        severity="error"
        sx={{ width: '100%' }}
        action={
          <Button color="inherit" size="small" onClick={() => onRetry(scan.barcode)}>
            {translate('kitlink.retry')}
          </Button>
        }
      >
        {translate('kitlink.receive.unsent', { barcode: scan.barcode })}
      </Alert>
    );
  const r = scan.result;
  return (
    <Alert severity={SEVERITY[r.outcome]} sx={{ width: '100%' }}>
      {translate(`kitlink.receive.outcome.${r.outcome}`, {
        barcode: r.barcode,
        consignment: r.consignment?.reference ?? '',
        state: r.kit ? translate(`kitlink.kit_state.${r.kit.status}`) : '',
      })}
    </Alert>
  );
}
