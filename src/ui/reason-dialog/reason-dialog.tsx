import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import './texts';

export const REASON_CHOICES = [
  'correction',
  'participant_request',
  'protocol',
  'data_review',
  'other',
] as const;
type Choice = (typeof REASON_CHOICES)[number];

export interface ReasonDialogProps {
  open: boolean;
  /** What the write does ("Deleting a record"). */
  action: string;
  /** How many writes wait for this one reason. */
  count: number;
  onAnswer: (reason: string | null) => void;
}

/** Preset reasons plus free text; "Other" needs the text. Cancel sends nothing. */
export function ReasonDialog({ open, action, count, onAnswer }: ReasonDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const [choice, setChoice] = useState<Choice | ''>('');
  const [details, setDetails] = useState('');
  const needsDetails = choice === 'other';
  const ready = choice !== '' && (!needsDetails || details.trim() !== '');
  const reset = () => {
    setChoice('');
    setDetails('');
  };
  const submit = () => {
    if (!ready) return;
    const label = translate(`ui.reason.${choice}`);
    const text = details.trim();
    onAnswer(needsDetails ? text : text ? `${label}: ${text}` : label);
  };
  return (
    <Dialog
      open={open}
      onClose={() => onAnswer(null)}
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited: reset } }}
      fullWidth
      maxWidth="sm"
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <DialogTitle id={titleId}>{translate('ui.reason.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {translate('ui.reason.intro', { action })}
            {count > 1 ? ` ${translate('ui.reason.many', { count })}` : ''}
          </DialogContentText>
          <FormControl component="fieldset" margin="normal" required>
            <FormLabel component="legend">{translate('ui.reason.choices')}</FormLabel>
            <RadioGroup value={choice} onChange={(e) => setChoice(e.target.value as Choice)}>
              {REASON_CHOICES.map((c) => (
                <FormControlLabel key={c} value={c} control={<Radio />} label={translate(`ui.reason.${c}`)} />
              ))}
            </RadioGroup>
          </FormControl>
          <TextField
            label={translate('ui.reason.details')}
            value={details}
            onChange={(e) => setDetails(e.target.value)}
            required={needsDetails}
            helperText={translate(
              needsDetails ? 'ui.reason.details_help_required' : 'ui.reason.details_help',
            )}
            fullWidth
            multiline
            minRows={2}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onAnswer(null)}>{translate('ui.reason.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!ready}>
            {translate('ui.reason.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
