import { stillWhileClosed } from '@/ui';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useHeld } from './use-held';
import './texts';

export interface SectionNameDialogProps {
  /** Null: closed. */
  naming: { title: string; heading: string; confirm: string } | null;
  onSave(title: string): void;
  onClose(): void;
}

/** Asks for a section's title, to add a section or rename one; Enter saves, Escape cancels. */
function SectionNameDialogView({ naming: asked, onSave, onClose }: SectionNameDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const naming = useHeld(asked);
  // What is typed; null until the user types, so the dialog opens on the title it was given.
  const [typed, setTyped] = useState<string | null>(null);
  const value = typed ?? naming?.title ?? '';
  const empty = value.trim() === '';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!empty) onSave(value.trim());
  };
  return (
    <Dialog
      open={asked !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      slotProps={{ transition: { onExited: () => setTyped(null) } }}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{naming?.heading}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={translate('flows.sections.title_field')}
            value={value}
            onChange={(e) => setTyped(e.target.value)}
            error={typed !== null && empty}
            helperText={typed !== null && empty ? translate('flows.sections.title_required') : undefined}
            required
            onFocus={(e) => e.target.select()}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('app.confirm.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={empty}>
            {naming?.confirm}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** Closed, it does not redraw on each key of the editor that holds it. */
export const SectionNameDialog = stillWhileClosed(SectionNameDialogView, (p) => p.naming !== null);
