import { Alert, Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Block } from '../types';
import type { Answer } from '../walker';
import { formatBytes } from '@/i18n';
import { acceptAttribute, judgeFiles, uploadLimits, type PickedFile } from './file-limits';
import { StepFrame } from './step-frame';
import '../texts';

/**
 * The uploader's limits and a real file picker. Only each file's name and size are read, to say
 * whether it is within the limits: the file itself is neither read nor sent.
 */
export function UploaderStep({ block, onAnswer }: { block: Block; onAnswer(a: Answer): void }) {
  const translate = useTranslate();
  const inputId = useId();
  const [picked, setPicked] = useState<PickedFile[]>([]);
  const limits = uploadLimits(block);
  const verdict = judgeFiles(picked, limits);
  // The participant goes on with files the upload would take, or with none when it is optional.
  const ready = verdict.ok && (picked.length > 0 || !block.is_required);
  const reasons = (f: (typeof verdict.files)[number]) =>
    f.kindOk && f.sizeOk
      ? translate('flows.preview.upload.within')
      : [
          f.kindOk ? null : translate('flows.preview.upload.wrong_kind'),
          f.sizeOk ? null : translate('flows.preview.upload.too_big', { size: limits.maxSizeMb }),
        ]
          .filter((r) => r !== null)
          .join(', ');
  return (
    <StepFrame
      block={block}
      onSubmit={() => ready && onAnswer({ kind: 'continue' })}
      actions={
        <Button type="submit" variant="contained" disabled={!ready}>
          {translate('flows.preview.next')}
        </Button>
      }
    >
      <Typography variant="subtitle2" component="h4" sx={{ mt: 2 }}>
        {translate('flows.preview.upload.limits')}
      </Typography>
      <List dense disablePadding>
        <ListItem disableGutters>
          <ListItemText
            primary={
              limits.accepted.length > 0
                ? translate('flows.preview.upload.kinds', {
                    kinds: limits.accepted.map((k) => k.toUpperCase()).join(', '),
                  })
                : translate('flows.preview.upload.any_kind')
            }
          />
        </ListItem>
        <ListItem disableGutters>
          <ListItemText
            primary={
              limits.maxSizeMb === null
                ? translate('flows.preview.upload.any_size')
                : translate('flows.preview.upload.size', { size: limits.maxSizeMb })
            }
          />
        </ListItem>
        <ListItem disableGutters>
          <ListItemText
            primary={
              limits.maxFiles === null
                ? translate('flows.preview.upload.any_count')
                : translate('flows.preview.upload.count', { smart_count: limits.maxFiles })
            }
          />
        </ListItem>
      </List>
      {/* The browser's own picker, as the participant gets it; keyboard and screen readers know it. */}
      <Typography component="label" htmlFor={inputId} variant="body2" sx={{ display: 'block', mt: 1 }}>
        {translate('flows.preview.upload.choose')}
      </Typography>
      <input
        id={inputId}
        type="file"
        multiple={limits.maxFiles !== 1}
        accept={acceptAttribute(limits)}
        onChange={(e) => setPicked(Array.from(e.target.files ?? [], (f) => ({ name: f.name, size: f.size })))}
      />
      <Typography variant="subtitle2" component="h4" sx={{ mt: 2 }}>
        {translate('flows.preview.upload.chosen')}
      </Typography>
      {picked.length === 0 ? (
        <Typography variant="body2">{translate('flows.preview.upload.none')}</Typography>
      ) : (
        <List dense disablePadding aria-label={translate('flows.preview.upload.chosen')}>
          {verdict.files.map((f, i) => (
            <ListItem key={i} disableGutters>
              <ListItemText
                primary={f.name}
                secondary={`${formatBytes(f.size)}: ${reasons(f)}`}
                slotProps={{ secondary: { color: f.kindOk && f.sizeOk ? 'success.main' : 'error' } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {verdict.tooMany && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {translate('flows.preview.upload.too_many', { smart_count: limits.maxFiles ?? 0 })}
        </Alert>
      )}
      {!ready && !verdict.tooMany && picked.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('flows.preview.upload.need_file')}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {translate('flows.preview.upload.local')}
      </Typography>
    </StepFrame>
  );
}
