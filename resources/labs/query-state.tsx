import './texts';
import { Alert, Button, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface QueryStateProps {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
  children: () => ReactNode;
}

/** A read's three faces: waiting, failed with "Try again", or its content. */
export function QueryState({ isPending, isError, refetch, children }: QueryStateProps) {
  const translate = useTranslate();
  if (isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {translate('labs.retry')}
          </Button>
        }
      >
        {translate('labs.load_failed')}
      </Alert>
    );
  if (isPending) return <CircularProgress aria-label={translate('labs.loading')} />;
  return <>{children()}</>;
}
