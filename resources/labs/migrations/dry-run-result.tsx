import '../texts';
import { Alert, Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '@/i18n';
import { DataTable } from '@/ui';
import type { DryRun } from './migrations-types';

/** What a dry run found: records per entity and action, and anything worth knowing first. */
export function DryRunResult({ result }: { result: DryRun }) {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        {translate('labs.migrations.dry_run_title', {
          total: result.total.toLocaleString('en-GB'),
          at: formatDateTime(result.at),
          by: result.by,
        })}
      </Typography>
      <DataTable
        rows={result.changes}
        rowId={(c) => `${c.entity}-${c.action}`}
        label={translate('labs.migrations.dry_run_table')}
        sx={{ maxWidth: 520 }}
        // A run that would change nothing shows its headings alone, above its warnings.
        empty={null}
        columns={[
          { id: 'entity', header: translate('labs.migrations.entity'), cell: (c) => c.entity },
          {
            id: 'action',
            header: translate('labs.migrations.action'),
            cell: (c) => translate(`labs.migrations.change.${c.action}`, { _: c.action }),
          },
          {
            id: 'records',
            header: translate('labs.migrations.records'),
            align: 'right',
            cell: (c) => c.count.toLocaleString('en-GB'),
          },
        ]}
      />
      {result.warnings.map((w) => (
        <Alert key={w} severity="warning" sx={{ mt: 1 }}>
          {w}
        </Alert>
      ))}
    </Box>
  );
}
