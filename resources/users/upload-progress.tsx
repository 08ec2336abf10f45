import './texts';
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatBytes } from '@/i18n';
import type { SentSoFar } from './use-document-upload';

/** How much of the file has gone, as a bar and in words, with the way to stop it. */
export function UploadProgressBar({
  name,
  progress,
  onCancel,
}: {
  name: string;
  progress: SentSoFar;
  onCancel: () => void;
}) {
  const translate = useTranslate();
  const percent = progress.total > 0 ? Math.min(100, Math.round((progress.sent / progress.total) * 100)) : 0;
  // Once every byte has gone the server may already be storing the file: cancelling then could
  // not promise that nothing was saved, so it is no longer offered.
  const allSent = progress.total > 0 && progress.sent >= progress.total;
  const sent = allSent
    ? translate('users.documents.progress_all_sent', { total: formatBytes(progress.total) })
    : translate('users.documents.progress', {
        sent: formatBytes(progress.sent),
        total: formatBytes(progress.total),
      });
  return (
    <Box role="status" aria-label={translate('users.documents.uploading', { name })}>
      <Stack direction="row" spacing={2} alignItems="center" justifyContent="space-between">
        <Typography variant="body2">
          {translate('users.documents.uploading', { name })}: {sent}
        </Typography>
        <Button size="small" onClick={onCancel} disabled={allSent}>
          {translate('users.documents.cancel_upload')}
        </Button>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={translate('users.documents.progress_label', { name })}
        aria-valuetext={sent}
      />
    </Box>
  );
}
