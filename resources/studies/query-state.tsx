import './texts';
import { Alert, Button, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface QueryStateProps<T> {
  data: T | undefined;
  isError: boolean;
  refetch: () => unknown;
  children: (data: T) => ReactNode;
}

/** A read's three faces: waiting, failed with "Try again", or its content. */
export function QueryState<T>({ data, isError, refetch, children }: QueryStateProps<T>) {
  const translate = useTranslate();
  if (isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {translate('studies.retry')}
          </Button>
        }
      >
        {translate('studies.load_failed')}
      </Alert>
    );
  if (data === undefined) return <CircularProgress aria-label={translate('studies.loading')} />;
  return <>{children(data)}</>;
}
