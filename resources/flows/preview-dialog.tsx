import { stillWhileClosed } from '@/ui';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { PreviewStep } from './preview/step';
import type { FlowDraft } from './types';
import { answerBlock, startWalk, type Walk } from './walker';
import './texts';

/** Walks the working copy as a participant would, answer by answer; nothing is sent. */
function PreviewDialogView({ open, draft, onClose }: { open: boolean; draft: FlowDraft; onClose(): void }) {
  const translate = useTranslate();
  const titleId = useId();
  const [walk, setWalk] = useState<Walk | null>(null);
  // Starting again must also clear what the first block was given (a tick, files picked).
  const [round, setRound] = useState(0);
  const restart = () => {
    setWalk(null);
    setRound((r) => r + 1);
  };
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
          <PreviewStep
            key={`${round}-${block.id}-${current.path.length}`}
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
        <Button onClick={restart}>{translate('flows.preview.restart')}</Button>
        <Button onClick={onClose}>{translate('flows.preview.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** Closed, it does not redraw on each key of the editor that holds it. */
export const PreviewDialog = stillWhileClosed(PreviewDialogView, (p) => p.open);
