import { HttpError } from '@/http';

/**
 * What to say when signing in again fails: the sign-in calls skip the global toasts, so the dialog
 * says it: the server's own text, or the catalogue's for network and unknown failures.
 */
export function failureMessage(error: unknown, translate: (key: string) => string): string {
  if (error instanceof HttpError) {
    if (error.status === 0) return translate('app.errors.network');
    return Object.values(error.fieldErrors)[0] ?? error.message;
  }
  console.error(error);
  return translate('app.auth.unexpected_error');
}
