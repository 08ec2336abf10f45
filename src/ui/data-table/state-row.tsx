import './texts';
import { Alert, Button, CircularProgress, TableCell, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface StateRowProps {
  /** How many columns the message spans, checkboxes included. */
  span: number;
  loading: boolean;
  error: ReactNode;
  onRetry: (() => void) | undefined;
  /** Shown when nothing else is: the rows are there, or there are none. */
  empty: ReactNode;
}

/**
 * The body of a table without rows to draw: waiting, failed (with "Try again" where the caller
 * can ask again), or empty. The head stays, so the reader still sees what the table would hold.
 */
export function StateRow({ span, loading, error, onRetry, empty }: StateRowProps) {
  const translate = useTranslate();
  let content: ReactNode = empty;
  if (error != null && error !== false)
    content = (
      <Alert
        severity="error"
        action={
          onRetry && (
            <Button color="inherit" size="small" onClick={onRetry}>
              {translate('ui.data_table.retry')}
            </Button>
          )
        }
      >
        {error}
      </Alert>
    );
  else if (loading) content = <CircularProgress size={24} aria-label={translate('ui.data_table.loading')} />;
  return (
    <TableRow>
      <TableCell colSpan={span} align={loading && !error ? 'center' : undefined}>
        {content}
      </TableCell>
    </TableRow>
  );
}
