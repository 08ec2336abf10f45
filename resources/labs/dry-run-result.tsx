import './texts';
import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '@/i18n';
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
      <Table size="small" aria-label={translate('labs.migrations.dry_run_table')} sx={{ maxWidth: 520 }}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('labs.migrations.entity')}</TableCell>
            <TableCell>{translate('labs.migrations.action')}</TableCell>
            <TableCell align="right">{translate('labs.migrations.records')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {result.changes.map((c) => (
            <TableRow key={`${c.entity}-${c.action}`}>
              <TableCell>{c.entity}</TableCell>
              <TableCell>{translate(`labs.migrations.change.${c.action}`, { _: c.action })}</TableCell>
              <TableCell align="right">{c.count.toLocaleString('en-GB')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {result.warnings.map((w) => (
        <Alert key={w} severity="warning" sx={{ mt: 1 }}>
          {w}
        </Alert>
      ))}
    </Box>
  );
}
