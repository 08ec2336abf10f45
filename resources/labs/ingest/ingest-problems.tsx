import '../texts';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DataTable } from '@/ui';
import type { RowProblem } from './ingest-types';

const SHOWN = 100;

interface ProblemsProps {
  problems: readonly RowProblem[];
  invalidRows: number;
  validRows: number;
  labelOf: (source: string) => string;
  onDownload: () => void;
}

/** The rows in error, each with its reason (never the value: it may be health data), before anything is sent. */
export function IngestProblems({ problems, invalidRows, validRows, labelOf, onDownload }: ProblemsProps) {
  const translate = useTranslate();
  return (
    <Stack spacing={1}>
      <Alert severity={invalidRows ? 'warning' : 'success'} role="status">
        {translate('labs.ingest.checked', { valid: validRows, invalid: invalidRows })}
      </Alert>
      {invalidRows > 0 && (
        <>
          <Stack direction="row" spacing={2} alignItems="center">
            <Typography variant="h6" component="h2">
              {translate('labs.ingest.errors_title')}
            </Typography>
            <Button onClick={onDownload}>{translate('labs.ingest.download_invalid')}</Button>
          </Stack>
          <DataTable
            rows={problems.slice(0, SHOWN)}
            rowId={(p) => `${p.row}-${p.field}`}
            label={translate('labs.ingest.errors_title')}
            sx={{ maxWidth: 900 }}
            columns={[
              { id: 'row', header: translate('labs.ingest.row'), cell: (p) => p.row },
              { id: 'field', header: translate('labs.ingest.field'), cell: (p) => labelOf(p.field) },
              {
                id: 'reason',
                header: translate('labs.ingest.reason'),
                cell: (p) => translate(p.message, p.args),
              },
            ]}
          />
          {problems.length > SHOWN && (
            <Typography variant="body2">
              {translate('labs.ingest.more_problems', { count: problems.length - SHOWN })}
            </Typography>
          )}
        </>
      )}
    </Stack>
  );
}
