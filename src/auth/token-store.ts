import { decodeClaims, type TokenClaims } from './claims';

export { decodeClaims, type TokenClaims } from './claims';
export type TokenState = 'valid' | 'expired' | 'none';

// Memory only, never localStorage: after a reload the auth guard's refresh restores it from the cookie.
let token: string | null = null;
let claims: TokenClaims | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  for (const fn of [...listeners]) fn();
}

export function getToken(): string | null {
  return token;
}

export function getClaims(): TokenClaims | null {
  return claims;
}

export function setToken(next: string | null): void {
  const decoded = next ? decodeClaims(next) : null;
  const value = decoded ? next : null;
  if (next && !decoded) console.error('Ignoring a token whose payload cannot be decoded');
  const wasHeld = held !== null;
  if (value) {
    expiredSessionEnded = false;
    held = null;
  }
  if (value === token && !(value && wasHeld)) return;
  token = value;
  claims = decoded;
  notify();
}

export type HoldReason = 'idle' | 'expired';
export interface HeldSession {
  claims: TokenClaims;
  reason: HoldReason;
}

// A session lost while the shell offers sign-in in place: its page stays on screen behind the
// dialog, so the user it belongs to still "owns" the page (permissions, user-scoped caches) until
// someone signs in again or the hold is released. It never authorises a request.
let held: HeldSession | null = null;
let holdInPlace = false;

/** The shell's in-place sign-in is mounted (true) or gone (false, which releases any hold). */
export function allowSessionHold(enabled: boolean): void {
  holdInPlace = enabled;
  if (!enabled) releaseHeldSession();
}

export function heldSession(): HeldSession | null {
  return held;
}

/** The claims the page on screen belongs to: the token's, or a held session's. */
export function pageClaims(): TokenClaims | null {
  return claims ?? held?.claims ?? null;
}

function holdFor(reason: HoldReason): void {
  if (holdInPlace && claims) held = { claims, reason };
}

/** Ends the session here (idle sign-out) but, when the shell allows, holds its page for sign-in. */
export function endSessionInPlace(reason: HoldReason): void {
  expiredSessionEnded = true;
  holdFor(reason);
  setToken(null);
}

/** Lets go of a held page: its user no longer owns anything on screen. */
export function releaseHeldSession(): void {
  if (!held) return;
  held = null;
  notify();
}

// Set when an expired token could not be refreshed and was cleared: the session ran out rather than
// never having existed, so the login page still says so (spec §2, sessionExpired=true).
let expiredSessionEnded = false;

/** Clears an expired token whose refresh failed, remembering that the session ran out. */
export function endExpiredSession(): void {
  if (tokenState() === 'expired') {
    expiredSessionEnded = true;
    holdFor('expired');
  }
  setToken(null);
}

/**
 * True while the token is expired, or after an expired session ended without a new token: the
 * case for `sessionExpired=true`. A new token or a sign-out forgets it.
 */
export function sessionHasExpired(): boolean {
  return expiredSessionEnded || tokenState() === 'expired';
}

/** A deliberate sign-out: the next login page has no session to call expired. */
export function forgetExpiredSession(): void {
  expiredSessionEnded = false;
  releaseHeldSession();
}

export function tokenState(now: number = Date.now()): TokenState {
  if (!token || !claims) return 'none';
  return claims.exp * 1000 > now ? 'valid' : 'expired';
}

export function subscribeToken(fn: () => void): () => void {
  listeners.add(fn);
  return () => {
    listeners.delete(fn);
  };
}

type UserId = TokenClaims['user_id'] | null;

/**
 * Calls `fn` whenever the user the token names changes: a sign-in, a session that ends, another
 * user (impersonation, a new sign-in after expiry). A refresh for the same user is not a change.
 * `previous` is null when nobody was signed in. Returns an unsubscribe.
 */
export function subscribeUser(fn: (previous: UserId, next: UserId) => void): () => void {
  // A held session's user still owns the page: losing the token alone is not a change of user.
  let userId: UserId = pageClaims()?.user_id ?? null;
  return subscribeToken(() => {
    const next = pageClaims()?.user_id ?? null;
    if (next === userId) return;
    const previous = userId;
    userId = next;
    fn(previous, next);
  });
}
