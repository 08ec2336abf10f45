import '../texts';
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
import { useId, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { allChoices, conflictFields, defaultChoices, type ConflictField, type Side } from '@/data';
import { partKeys, partsOfAll, primaryLocale } from '../conflict-parts';
import type { Draft } from '../template-record';
import { partLabel, partText } from './conflict-text';

const TEXT_LIMIT = 400;
const clip = (text: string) => (text.length > TEXT_LIMIT ? `${text.slice(0, TEXT_LIMIT)}…` : text);

function PartRow({
  row,
  locale,
  choice,
  onChoose,
}: {
  row: ConflictField;
  locale: string;
  choice: Side;
  onChoose: (side: Side) => void;
}) {
  const translate = useTranslate();
  const labelId = useId();
  // The engine's wording, so a conflict reads the same here as in every generated form.
  const caption = (side: Side) =>
    translate(
      side === 'theirs'
        ? 'engine.conflict.theirs'
        : row.changedByMe
          ? 'engine.conflict.yours'
          : 'engine.conflict.yoursUnchanged',
    );
  return (
    <FormControl component="fieldset" sx={{ display: 'flex', mt: 2 }}>
      <FormLabel component="legend" id={labelId}>
        {partLabel(row.source, translate)}
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
                <strong>{caption(side)}:</strong>{' '}
                {clip(partText(row.source, side === 'mine' ? row.mine : row.theirs, locale, translate))}
              </Typography>
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/**
 * Someone else saved the template first: their version beside this editor's, part by part (the
 * subject and plain text per language, the blocks, each setting), each kept or taken; Save sends
 * the result. Parts only one side changed are merged without asking.
 */
export function ConflictMergeDialog({
  base,
  mine,
  theirs,
  onSave,
  onCancel,
}: {
  base: Draft;
  mine: Draft;
  theirs: Draft;
  onSave: (choices: Record<string, Side>) => void;
  onCancel: () => void;
}) {
  const translate = useTranslate();
  const titleId = useId();
  const introId = useId();
  const rows = useMemo(() => {
    const [b = {}, m = {}, t = {}] = partsOfAll([base, mine, theirs]);
    return conflictFields({ base: b, mine: m, theirs: t }, partKeys(t));
  }, [base, mine, theirs]);
  const [choices, setChoices] = useState(() => defaultChoices(rows));
  // The blocks are shown with the words of the language they are decided with.
  const locale = primaryLocale([base, mine, theirs]);
  return (
    <Dialog
      open
      onClose={onCancel}
      aria-labelledby={titleId}
      aria-describedby={introId}
      maxWidth="md"
      fullWidth
    >
      <DialogTitle id={titleId}>{translate('emails.conflict.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={introId}>
          {translate(rows.length > 0 ? 'emails.conflict.intro' : 'emails.conflict.no_overlap')}
        </DialogContentText>
        {rows.map((row) => (
          <PartRow
            key={row.source}
            row={row}
            locale={locale}
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
        <Button onClick={onCancel}>{translate('emails.conflict.back')}</Button>
        <Button variant="contained" onClick={() => onSave(choices)}>
          {translate('emails.conflict.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
