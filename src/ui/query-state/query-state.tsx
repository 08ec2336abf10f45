import './texts';
import { Alert, Button, CircularProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { HttpError, unreadableAnswer } from '@/http';

export interface QueryStateProps<T> {
  /** The read's data; undefined while it is on its way. */
  data: T | undefined;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
  children: (data: T) => ReactNode;
  /** Shown instead of the failure when the server refused the read (403), e.g. the access page. */
  forbidden?: ReactNode;
}

/**
 * A read's faces: waiting, refused, failed with "Try again", or its content. Spread a TanStack
 * query into it: `<QueryState {...query}>{(data) => …}</QueryState>`.
 */
export function QueryState<T>({ data, isError, error, refetch, children, forbidden }: QueryStateProps<T>) {
  const translate = useTranslate();
  if (forbidden !== undefined && error instanceof HttpError && error.status === 403) return <>{forbidden}</>;
  if (isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {translate('ui.query_state.retry')}
          </Button>
        }
      >
        {translate('ui.query_state.load_failed')}
        {unreadableAnswer(error) && <Typography variant="body2">{unreadableAnswer(error)}</Typography>}
      </Alert>
    );
  if (data === undefined) return <CircularProgress aria-label={translate('ui.query_state.loading')} />;
  return <>{children(data)}</>;
}
