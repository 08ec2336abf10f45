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
import { allChoices, defaultChoices, type Conflict, type ConflictField, type Side } from '@/data';
import type { EntitySchema, FieldDef } from '../types';
import { fieldKey, humanize } from '../widgets/labels';
import { valueText } from './conflict-value';

const TEXT_LIMIT = 300;
const clip = (text: string) => (text.length > TEXT_LIMIT ? `${text.slice(0, TEXT_LIMIT)}…` : text);

export interface ConflictRow extends ConflictField {
  readonly field: FieldDef;
}

function Option({ caption, text }: { caption: string; text: string }) {
  return (
    <Typography variant="body2" component="span" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      <strong>{caption}:</strong> {clip(text)}
    </Typography>
  );
}

function Row({
  schema,
  conflict,
  row,
  choice,
  onChoose,
}: {
  schema: EntitySchema;
  conflict: Conflict;
  row: ConflictRow;
  choice: Side;
  onChoose: (side: Side) => void;
}) {
  const translate = useTranslate();
  const labelId = useId();
  const text = (value: unknown, record: Record<string, unknown>) =>
    valueText(schema, row.field, value, record, translate);
  return (
    <FormControl component="fieldset" sx={{ display: 'flex', mt: 2 }}>
      <FormLabel component="legend" id={labelId}>
        {translate(fieldKey(schema, row.source), { _: humanize(row.source) })}
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
              <Option
                caption={translate(
                  side === 'theirs'
                    ? 'engine.conflict.theirs'
                    : row.changedByMe
                      ? 'engine.conflict.yours'
                      : 'engine.conflict.yoursUnchanged',
                )}
                text={side === 'mine' ? text(row.mine, conflict.mine) : text(row.theirs, conflict.theirs)}
              />
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/**
 * Someone else saved the record first: their values beside the form's, for every field where the
 * two differ, each kept or taken by choice (or all at once); Save sends the result against the
 * version the server now has. A modal dialog: focus stays inside until it closes.
 */
export function ConflictDialog({
  schema,
  conflict,
  rows,
  onSave,
  onCancel,
}: {
  schema: EntitySchema;
  conflict: Conflict;
  rows: readonly ConflictRow[];
  onSave: (choices: Record<string, Side>) => void;
  onCancel: () => void;
}) {
  const translate = useTranslate();
  const titleId = useId();
  const introId = useId();
  const [choices, setChoices] = useState(() => defaultChoices(rows));
  return (
    <Dialog
      open
      onClose={onCancel}
      aria-labelledby={titleId}
      aria-describedby={introId}
      maxWidth="md"
      fullWidth
      // The form puts focus back on its own Save: what was focused when this opened was disabled.
      disableRestoreFocus
    >
      <DialogTitle id={titleId}>{translate('engine.conflict.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={introId}>
          {translate(rows.length > 0 ? 'engine.conflict.intro' : 'engine.conflict.noOverlap')}
        </DialogContentText>
        {rows.map((row) => (
          <Row
            key={row.source}
            schema={schema}
            conflict={conflict}
            row={row}
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
        <Button onClick={onCancel}>{translate('engine.conflict.back')}</Button>
        <Button variant="contained" onClick={() => onSave(choices)}>
          {translate('engine.conflict.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
