import { HttpError } from '@/http';
import type { EditingAdapter } from './types';

export type Failure = 'offline' | 'failed' | 'lock-lost';

/** 409 (conflict) and 423 (locked): the server refuses because someone else holds the lock. */
export const lockLostByDefault = (error: HttpError): boolean => error.status === 409 || error.status === 423;

const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Why a save or renew failed: no connection (status 0 or the browser offline), the lock, or else. */
export function classifyFailure<T>(error: unknown, adapter: EditingAdapter<T>): Failure {
  if (error instanceof HttpError) {
    if (error.status === 0 && !error.aborted) return 'offline';
    if ((adapter.isLockLost ?? lockLostByDefault)(error)) return 'lock-lost';
  }
  return browserOffline() ? 'offline' : 'failed';
}

export const failureMessage = (error: unknown): string =>
  error instanceof Error && error.message !== '' ? error.message : String(error);
