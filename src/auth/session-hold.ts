import { useSyncExternalStore } from 'react';
import { authApi, type LoginResponse } from './auth-api';
import {
  endSessionInPlace,
  getClaims,
  heldSession,
  subscribeToken,
  type HeldSession,
  type TokenClaims,
} from './token-store';

/** The session held behind the in-place sign-in, or null; re-renders when it changes. */
export function useHeldSession(): HeldSession | null {
  return useSyncExternalStore(subscribeToken, heldSession, heldSession);
}

/**
 * Idle sign-out: the session ends here at once (nothing on the page can send another request),
 * then on the server as a sign-out does (`POST /auth/logout` drops the refresh cookie). The page
 * stays, held for the same user to sign in again over it.
 */
export async function endIdleSession(): Promise<void> {
  endSessionInPlace('idle');
  try {
    await authApi.logout();
  } catch (e) {
    // The token is gone from memory already; the server's refresh session simply expires.
    console.warn('Sign-out request failed', e);
  }
}

/** Signs in over a held page; the token it brings ends the hold. */
export function signInAgain(credentials: { email: string; password: string }): Promise<LoginResponse> {
  return authApi.login(credentials);
}

/** The device-code step of signing in again, for an account that must verify this device. */
export function verifyDeviceAgain(deviceToken: string, code: string): Promise<void> {
  return authApi.verifyDeviceCode({ device_token: deviceToken, code });
}

/** Whether the token now in hand names the user the held page belonged to. */
export function signedInAs(previous: TokenClaims): boolean {
  const now = getClaims();
  return now !== null && String(now.user_id) === String(previous.user_id);
}
