import './texts';
import {
  Alert,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
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
          <Table size="small" aria-label={translate('labs.ingest.errors_title')} sx={{ maxWidth: 900 }}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('labs.ingest.row')}</TableCell>
                <TableCell>{translate('labs.ingest.field')}</TableCell>
                <TableCell>{translate('labs.ingest.reason')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {problems.slice(0, SHOWN).map((p) => (
                <TableRow key={`${p.row}-${p.field}`}>
                  <TableCell>{p.row}</TableCell>
                  <TableCell>{labelOf(p.field)}</TableCell>
                  <TableCell>{translate(p.message, p.args)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
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
