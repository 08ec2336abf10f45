import './texts';
import { Alert, AlertTitle, Button, CircularProgress, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { HttpError, unreadableAnswer } from '@/http';
import { NavLink } from '../nav-link';
import { usePageTitle } from '../use-page-title';

/** Why a record's page could not show it: each asks the reader for something else. */
export type RecordFailure = 'not_found' | 'forbidden' | 'failed';

/**
 * A 404 means the record is not there (going back is all there is to do), a 403 that this
 * account may not see it (asking again will not help), anything else (5xx, no answer, an answer
 * the console cannot read) that it could not be loaded this time: only that one offers Retry.
 */
export function recordFailure(error: unknown): RecordFailure {
  if (error instanceof HttpError && error.status === 404) return 'not_found';
  if (error instanceof HttpError && error.status === 403) return 'forbidden';
  return 'failed';
}

export interface RecordStateProps<T> {
  /** The record; undefined while it is on its way. */
  data: T | undefined;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
  /** The record as the messages name it, from what the address says: "Order 1", "Version 3". */
  name: string;
  /** Where a missing or hidden record leads back to, and the link's text. */
  back: { to: string; label: string };
  children: (data: T) => ReactNode;
}

function Failure({
  kind,
  name,
  back,
  onRetry,
  detail,
}: {
  kind: RecordFailure;
  detail?: string;
  name: string;
  back: RecordStateProps<unknown>['back'];
  onRetry: () => void;
}) {
  const translate = useTranslate();
  const title = translate(`ui.record_state.${kind}`, { name });
  usePageTitle(title);
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Alert
        severity={kind === 'failed' ? 'error' : 'warning'}
        role="alert"
        action={
          kind === 'failed' ? (
            <Button color="inherit" size="small" onClick={onRetry}>
              {translate('ui.record_state.retry')}
            </Button>
          ) : undefined
        }
      >
        <AlertTitle>{title}</AlertTitle>
        {kind === 'not_found' && translate('ui.record_state.not_found_hint')}
        {kind === 'failed' && detail}
      </Alert>
      <NavLink to={back.to}>{back.label}</NavLink>
    </Stack>
  );
}

/**
 * A record page's faces: waiting, the record, or why it is not shown. Spread a TanStack query
 * into it: `<RecordState {...query} name="Order 1" back={…}>{(order) => …}</RecordState>`. The
 * catalogue's toast (src/http) still tells of the failure; this says what it means for the page.
 */
export function RecordState<T>({ data, isError, error, refetch, name, back, children }: RecordStateProps<T>) {
  const translate = useTranslate();
  // A failed refetch leaves the record it had on screen; the toast tells of the failure.
  if (isError && data === undefined)
    return (
      <Failure
        kind={recordFailure(error)}
        detail={unreadableAnswer(error)}
        name={name}
        back={back}
        onRetry={() => void refetch()}
      />
    );
  if (data === undefined)
    return <CircularProgress aria-label={translate('ui.record_state.loading')} sx={{ m: 2 }} />;
  return <>{children(data)}</>;
}
