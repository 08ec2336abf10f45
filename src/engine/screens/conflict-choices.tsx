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
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { allChoices, defaultChoices, type ConflictField, type Side } from '@/data';

/** The dialog's own texts, as translation keys: a generated form and an editor word them apart. */
export interface ConflictTexts {
  title: string;
  intro: string;
  noOverlap: string;
  back: string;
  save: string;
}

export interface ConflictChoicesProps<R extends ConflictField> {
  rows: readonly R[];
  texts: ConflictTexts;
  /** What a row is called (a field's label, an email's part). */
  labelOf(row: R): string;
  /** One side's value in words. */
  textOf(row: R, side: Side): string;
  /** Longer values are cut, so one row never fills the dialog. */
  limit: number;
  /** A form puts focus back on its own Save itself: what was focused when this opened was disabled. */
  disableRestoreFocus?: boolean;
  onSave(choices: Record<string, Side>): void;
  onCancel(): void;
}

function SideRow({
  label,
  captionFor,
  textOf,
  choice,
  onChoose,
}: {
  label: string;
  captionFor: (side: Side) => string;
  textOf: (side: Side) => string;
  choice: Side;
  onChoose: (side: Side) => void;
}) {
  const labelId = useId();
  return (
    <FormControl component="fieldset" sx={{ display: 'flex', mt: 2 }}>
      <FormLabel component="legend" id={labelId}>
        {label}
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        value={choice}
        onChange={(_, value) => onChoose(value === 'mine' ? 'mine' : 'theirs')}
        sx={{ flexDirection: { sm: 'row' }, gap: { sm: 2 } }}
      >
        {(['mine', 'theirs'] as const).map((side) => (
          <FormControlLabel
            key={side}
            value={side}
            control={<Radio />}
            sx={{ flex: 1, alignItems: 'flex-start', mr: 0, '& .MuiRadio-root': { mt: -1 } }}
            label={
              <Typography
                variant="body2"
                component="span"
                sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              >
                <strong>{captionFor(side)}:</strong> {textOf(side)}
              </Typography>
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/**
 * Someone else saved first: their value beside this screen's, for every part where the two
 * differ, each kept or taken by choice (or all at once); Save sends the result against the version
 * the server now has. A modal dialog: focus stays inside until it closes. Shared by the generated
 * forms and the editors, so a conflict reads and works the same everywhere.
 */
export function ConflictChoices<R extends ConflictField>(props: ConflictChoicesProps<R>) {
  const { rows, texts, labelOf, textOf, limit, onSave, onCancel } = props;
  const translate = useTranslate();
  const titleId = useId();
  const introId = useId();
  const [choices, setChoices] = useState(() => defaultChoices(rows));
  const clip = (text: string) => (text.length > limit ? `${text.slice(0, limit)}…` : text);
  return (
    <Dialog
      open
      onClose={onCancel}
      aria-labelledby={titleId}
      aria-describedby={introId}
      maxWidth="md"
      fullWidth
      disableRestoreFocus={props.disableRestoreFocus}
    >
      <DialogTitle id={titleId}>{translate(texts.title)}</DialogTitle>
      <DialogContent>
        <DialogContentText id={introId}>
          {translate(rows.length > 0 ? texts.intro : texts.noOverlap)}
        </DialogContentText>
        {rows.map((row) => (
          <SideRow
            key={row.source}
            label={labelOf(row)}
            captionFor={(side) =>
              translate(
                side === 'theirs'
                  ? 'engine.conflict.theirs'
                  : row.changedByMe
                    ? 'engine.conflict.yours'
                    : 'engine.conflict.yoursUnchanged',
              )
            }
            textOf={(side) => clip(textOf(row, side))}
            choice={choices[row.source] ?? 'mine'}
            onChoose={(side) => setChoices((current) => ({ ...current, [row.source]: side }))}
          />
        ))}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {rows.length > 0 && (
          <>
            <Button onClick={() => setChoices(allChoices(rows, 'mine'))}>
              {translate('engine.conflict.keepAllMine')}
            </Button>
            <Button onClick={() => setChoices(allChoices(rows, 'theirs'))}>
              {translate('engine.conflict.takeAllTheirs')}
            </Button>
          </>
        )}
        <Button onClick={onCancel}>{translate(texts.back)}</Button>
        <Button variant="contained" onClick={() => onSave(choices)}>
          {translate(texts.save)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
