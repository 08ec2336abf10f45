import './texts';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';

export interface SaveSummary {
  /** Role fields that change, as "label: before → after" lines. */
  fields: string[];
  added: string[];
  removed: string[];
}

export interface SaveSummaryDialogProps {
  open: boolean;
  summary: SaveSummary;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

function Section({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {title}
      </Typography>
      <ul>
        {items.map((i) => (
          <li key={i}>
            <Typography sx={{ fontFamily: 'monospace', fontSize: '0.875rem' }}>{i}</Typography>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Lists what one save will change before it is sent; Cancel has focus. */
export function SaveSummaryDialog({ open, summary, busy, onConfirm, onCancel }: SaveSummaryDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate('roles.summary.title')}</DialogTitle>
      <DialogContent>
        <Section title={translate('roles.summary.fields')} items={summary.fields} />
        <Section
          title={translate('roles.summary.added', { smart_count: summary.added.length })}
          items={summary.added}
        />
        <Section
          title={translate('roles.summary.removed', { smart_count: summary.removed.length })}
          items={summary.removed}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy} autoFocus>
          {translate('app.confirm.cancel')}
        </Button>
        <Button onClick={onConfirm} disabled={busy} variant="contained">
          {translate('roles.summary.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
