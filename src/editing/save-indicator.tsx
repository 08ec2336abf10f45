import './texts';
import { Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SaveState } from './save-state';

function stateText(translate: ReturnType<typeof useTranslate>, save: SaveState): string {
  switch (save.status) {
    case 'saved':
      return translate('app.editing.save.saved');
    case 'dirty':
      return translate('app.editing.save.dirty');
    case 'saving':
      return translate('app.editing.save.saving');
    case 'failed':
      return translate('app.editing.save.failed', { message: save.message });
    case 'offline':
      return translate(save.saveWaiting ? 'app.editing.save.offline_waiting' : 'app.editing.save.offline');
  }
}

/** The save state, announced politely as it changes; a failed save offers Retry. */
export function SaveStateIndicator({ save, onRetry }: { save: SaveState; onRetry: () => void }) {
  const translate = useTranslate();
  const text = stateText(translate, save);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
      {/* A long failure takes at most two lines of the bar, so the record's title keeps its room;
          the whole text stays in the status (read out) and in the tooltip. */}
      <Typography
        variant="body2"
        role="status"
        aria-live="polite"
        title={text}
        color={save.status === 'failed' || save.status === 'offline' ? 'error' : 'text.secondary'}
        sx={{
          maxWidth: '40ch',
          overflow: 'hidden',
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
        }}
      >
        {text}
      </Typography>
      {save.status === 'failed' && (
        <Button size="small" onClick={onRetry}>
          {translate('app.editing.save.retry')}
        </Button>
      )}
    </Stack>
  );
}
