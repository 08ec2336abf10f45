import '../texts';
import { Alert, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DataTable } from '@/ui';
import type { SenderReport } from './ingest-sender';

interface SendPanelProps {
  report: SenderReport;
  skipped: number;
  onPause: () => void;
  onResume: () => void;
  onRetry: () => void;
  onDownloadFailed: () => void;
}

/** Progress while batches go out, then the report: created, refused with the server's reason, skipped. */
export function IngestSendPanel({
  report,
  skipped,
  onPause,
  onResume,
  onRetry,
  onDownloadFailed,
}: SendPanelProps) {
  const translate = useTranslate();
  const { state, sent, total, created, failed } = report;
  const progress = translate('labs.ingest.progress', { sent, total });
  return (
    <Stack spacing={2} component="section" aria-labelledby="labs-ingest-send">
      <Typography id="labs-ingest-send" variant="h6" component="h2">
        {translate(`labs.ingest.state.${state}`)}
      </Typography>
      <LinearProgress variant="determinate" value={total ? (sent / total) * 100 : 0} aria-label={progress} />
      <Typography variant="body2">{progress}</Typography>
      <Stack direction="row" spacing={2}>
        {state === 'sending' && <Button onClick={onPause}>{translate('labs.ingest.pause')}</Button>}
        {(state === 'paused' || state === 'pausing') && (
          <Button variant="contained" onClick={onResume}>
            {translate('labs.ingest.resume')}
          </Button>
        )}
      </Stack>
      {state === 'done' && (
        <Alert severity={failed.length ? 'warning' : 'success'} role="status">
          {translate('labs.ingest.report', { created, failed: failed.length, skipped })}
        </Alert>
      )}
      {failed.length > 0 && (state === 'done' || state === 'paused') && (
        <>
          <Stack direction="row" spacing={2}>
            <Button variant="contained" onClick={onRetry}>
              {translate('labs.ingest.retry', { count: failed.length })}
            </Button>
            <Button onClick={onDownloadFailed}>{translate('labs.ingest.download_failed')}</Button>
          </Stack>
          <DataTable
            rows={failed.slice(0, 100)}
            rowId={(f) => String(f.row)}
            label={translate('labs.ingest.failed_title')}
            sx={{ maxWidth: 900 }}
            columns={[
              { id: 'row', header: translate('labs.ingest.row'), cell: (f) => f.row },
              { id: 'reason', header: translate('labs.ingest.reason'), cell: (f) => f.reason },
            ]}
          />
        </>
      )}
    </Stack>
  );
}
