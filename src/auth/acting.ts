import { useSyncExternalStore } from 'react';
import { getClaims, getToken, setToken, subscribeToken } from './token-store';

// Acting as another staff member (resources/impersonate). While acting, the token the console
// sends is the impersonation token and the staff member's own token waits here. Both live in
// memory only, never in storage: a reload loses them, which ends acting (the page then signs in
// again from the refresh cookie as the staff member, see docs/backend.md "Impersonation").

export interface ActingPerson {
  id: number | string;
  email: string;
  fullname: string;
}

export interface ActingSession {
  sessionId: number | string;
  staff: ActingPerson;
  target: ActingPerson;
  /** When the session ends, in ms since the epoch. */
  endsAt: number;
  /** Sent with every request while acting, so each one names both identities. */
  headers: Readonly<Record<string, string>>;
}

let acting: ActingSession | null = null;
let staffToken: string | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  for (const fn of [...listeners]) fn();
}

export function getActing(): ActingSession | null {
  return acting;
}

export function subscribeActing(fn: () => void): () => void {
  listeners.add(fn);
  return () => {
    listeners.delete(fn);
  };
}

/** The extra headers of every request: both identities while acting, none otherwise. */
export function actingHeaders(): Readonly<Record<string, string>> {
  return acting?.headers ?? {};
}

/**
 * Swaps to the impersonation token and keeps the staff member's own. The token naming another
 * user clears every cache (subscribeUser in src/app/session-data.ts and src/data/session.ts).
 * The session is set first so the first request under the new token already names both people.
 */
export function beginActing(token: string, session: ActingSession): void {
  if (!acting) staffToken = getToken();
  acting = session;
  setToken(token);
  notify();
}

/** Back to the staff member's own token; an expired one is refreshed by the usual flow. */
export function endActing(): void {
  if (!acting) return;
  const own = staffToken;
  acting = null;
  staffToken = null;
  notify();
  setToken(own);
}

// A token that stops naming the target (a sign-out, a refresh that answered the staff member's
// own token after the impersonation token expired) means acting is over: forget it, keep nothing.
subscribeToken(() => {
  if (acting && String(getClaims()?.user_id) !== String(acting.target.id)) {
    acting = null;
    staffToken = null;
    notify();
  }
});

/** Whether the console acts as another user now, and the session if so. */
export function useImpersonation(): { acting: boolean; session: ActingSession | null } {
  const session = useSyncExternalStore(subscribeActing, getActing, getActing);
  return { acting: session !== null, session };
}
