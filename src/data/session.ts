import { onSignOut, subscribeUser } from '@/auth';
import { clearDataCaches } from './with-cache';

/**
 * Cached reads belong to the signed-in user: they are dropped on sign-out and whenever the token
 * starts naming another user (impersonation, a different login), which no sign-out precedes.
 * A refresh for the same user keeps them. Returns an unsubscribe.
 */
export function bindDataCachesToSession(): () => void {
  const stopToken = subscribeUser(clearDataCaches);
  const stopSignOut = onSignOut(clearDataCaches);
  return () => {
    stopToken();
    stopSignOut();
  };
}
