import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormLabel,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { changeSentence } from './entry-words';
import type { AuditEntry } from './history-api';
import { madeRecord, recordName } from './record-rows';

interface RevertDialogProps {
  entry: AuditEntry;
  entity: string;
  busy: boolean;
  /** The fields ticked; none for a whole record. */
  onRevert: (fields?: string[]) => void;
  onCancel: () => void;
}

/**
 * Picks the fields to write back, or for a creation says plainly that the record will be deleted
 * and asks first; the reason is asked next, as for every risky write.
 */
export function RevertDialog(props: RevertDialogProps) {
  return madeRecord(props.entry) ? <DeleteMadeDialog {...props} /> : <FieldsDialog {...props} />;
}

function DeleteMadeDialog({ entry, busy, onRevert, onCancel }: RevertDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const name = recordName(translate, entry);
  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate('audit.revert.create_title', { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('audit.revert.create_intro', { name })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {translate('audit.revert.cancel')}
        </Button>
        <Button variant="contained" color="error" disabled={busy} onClick={() => onRevert()}>
          {translate('audit.revert.create_confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function FieldsDialog({ entry, entity, busy, onRevert, onCancel }: RevertDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const fields = entry.changes.filter((c) => !c.redacted);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(fields.map((c) => c.field)));
  const toggle = (field: string) =>
    setChosen((set) => {
      const next = new Set(set);
      if (next.has(field)) next.delete(field);
      else next.add(field);
      return next;
    });
  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate('audit.revert.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('audit.revert.intro')}</DialogContentText>
        <FormGroup sx={{ mt: 2 }}>
          <FormLabel component="legend">{translate('audit.revert.fields')}</FormLabel>
          {fields.map((c) => (
            <FormControlLabel
              key={`${c.entity}:${c.record_id ?? ''}:${c.field}`}
              control={<Checkbox checked={chosen.has(c.field)} onChange={() => toggle(c.field)} />}
              label={changeSentence(translate, c, entity)}
            />
          ))}
        </FormGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {translate('audit.revert.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={busy || chosen.size === 0}
          onClick={() => onRevert([...chosen])}
        >
          {translate('audit.revert.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
