import { getClaims, onSignOut, subscribeToken } from '@/auth';
import { clearDataCaches } from './with-cache';

/**
 * Cached reads belong to the signed-in user: they are dropped on sign-out and whenever the token
 * starts naming another user (impersonation, a different login), which no sign-out precedes.
 * A refresh for the same user keeps them. Returns an unsubscribe.
 */
export function bindDataCachesToSession(): () => void {
  let userId = getClaims()?.user_id ?? null;
  const stopToken = subscribeToken(() => {
    const next = getClaims()?.user_id ?? null;
    if (next === userId) return;
    userId = next;
    clearDataCaches();
  });
  const stopSignOut = onSignOut(clearDataCaches);
  return () => {
    stopToken();
    stopSignOut();
  };
}
