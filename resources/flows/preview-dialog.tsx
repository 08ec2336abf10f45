import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  List,
  ListItem,
  ListItemText,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { optionsOf } from './graph';
import type { Block, FlowDraft } from './types';
import { answerBlock, startWalk, type Answer, type Walk } from './walker';
import './texts';

function Question({ block, onAnswer }: { block: Block; onAnswer(a: Answer): void }) {
  const translate = useTranslate();
  const [values, setValues] = useState<string[]>([]);
  const [date, setDate] = useState('');
  const options = optionsOf(block);
  const multi = block.type_id === 'multi_choice';
  const isDate = block.type_id === 'profile_date_of_birth';
  const answer: Answer =
    options.length > 0
      ? { kind: 'choice', values }
      : isDate
        ? { kind: 'date', iso: date }
        : { kind: 'continue' };
  const missing =
    block.is_required && ((options.length > 0 && values.length === 0) || (isDate && date === ''));
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!missing) onAnswer(answer);
      }}
    >
      <Typography variant="h6" component="h3">
        {block.heading}
      </Typography>
      {block.subheading && <Typography color="text.secondary">{block.subheading}</Typography>}
      {options.length > 0 && !multi && (
        <RadioGroup
          aria-label={block.heading}
          value={values[0] ?? ''}
          onChange={(e) => setValues([e.target.value])}
        >
          {options.map((o) => (
            <FormControlLabel key={o.value} value={o.value} control={<Radio />} label={o.label} />
          ))}
        </RadioGroup>
      )}
      {options.length > 0 && multi && (
        <FormGroup aria-label={block.heading}>
          {options.map((o) => (
            <FormControlLabel
              key={o.value}
              label={o.label}
              control={
                <Checkbox
                  checked={values.includes(o.value)}
                  onChange={(e) =>
                    setValues(e.target.checked ? [...values, o.value] : values.filter((v) => v !== o.value))
                  }
                />
              }
            />
          ))}
        </FormGroup>
      )}
      {isDate && (
        <TextField
          type="date"
          label={translate('flows.preview.date_of_birth')}
          value={date}
          onChange={(e) => setDate(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ mt: 2 }}
        />
      )}
      {options.length === 0 && !isDate && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {translate('flows.preview.not_simulated')}
        </Alert>
      )}
      <Button type="submit" variant="contained" disabled={missing} sx={{ mt: 2, display: 'block' }}>
        {translate('flows.preview.next')}
      </Button>
    </form>
  );
}

/** Walks the working copy as a participant would, answer by answer; nothing is sent. */
export function PreviewDialog({
  open,
  draft,
  onClose,
}: {
  open: boolean;
  draft: FlowDraft;
  onClose(): void;
}) {
  const translate = useTranslate();
  const titleId = useId();
  const [walk, setWalk] = useState<Walk | null>(null);
  const current = walk ?? startWalk(draft);
  const byId = new Map(draft.blocks.map((b) => [b.id, b]));
  const block = current.at === null ? undefined : byId.get(current.at);
  const name = (id: number) => byId.get(id)?.heading ?? `#${id}`;
  const outcome = current.outcome;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onExited: () => setWalk(null) } }}
    >
      <DialogTitle id={titleId}>
        {translate('flows.preview.title', { title: draft.fields.title })}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('flows.preview.lead')}
        </Typography>
        {block && (
          <Question
            key={`${block.id}-${current.path.length}`}
            block={block}
            onAnswer={(a) => setWalk(answerBlock(draft, current, a))}
          />
        )}
        {outcome && (
          <>
            <Alert severity={outcome.kind === 'completed' ? 'success' : 'warning'} role="status">
              {outcome.kind === 'completed'
                ? translate('flows.preview.completed')
                : translate(`flows.preview.${outcome.kind}`, { name: name(outcome.blockId) })}
            </Alert>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
              {translate('flows.preview.path')}
            </Typography>
            <List dense component="ol">
              {current.path.map((id, i) => (
                <ListItem key={i} component="li">
                  <ListItemText primary={`${i + 1}. ${name(id)}`} />
                </ListItem>
              ))}
            </List>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setWalk(null)}>{translate('flows.preview.restart')}</Button>
        <Button onClick={onClose}>{translate('flows.preview.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
