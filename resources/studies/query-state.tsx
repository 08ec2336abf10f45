import './texts';
import { Alert, Button, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { AccessDenied } from '@/engine/screens/access-denied';
import { HttpError } from '@/http';

interface QueryStateProps<T> {
  data: T | undefined;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
  children: (data: T) => ReactNode;
}

/** A read's faces: waiting, refused (the access page), failed with "Try again", or its content. */
export function QueryState<T>({ data, isError, error, refetch, children }: QueryStateProps<T>) {
  const translate = useTranslate();
  if (error instanceof HttpError && error.status === 403) return <AccessDenied />;
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
