import { getClaims, refreshToken, tokenState } from '@/auth';
import { beginActing, endActing, getActing, subscribeActing, type ActingPerson } from '@/auth/acting';
import { participantAppUrl } from '@/config/impersonation';
import { z } from '@/lib/zod';
import { startImpersonation, stopImpersonation } from './api';
import { ACTING_STAFF_HEADER } from './contract';
import type { FoundUser } from './types';

// Starting and ending a session (docs/backend.md, "Impersonation"). A staff target: the console
// swaps to the impersonation token (src/auth/acting.ts) until Stop or the end of the duration. A
// participant target: the participant platform opens in a new tab with a one-time code.

export type StartOutcome =
  | { kind: 'staff' }
  | { kind: 'participant'; url: string; expiresAt: string }
  | { kind: 'participant-unconfigured' };

const actClaim = z.object({
  act: z.object({ id: z.union([z.number(), z.string()]), email: z.string(), fullname: z.string() }),
});

/** The staff member the token names as its real actor; the server's word, read, not verified. */
function actorOf(token: string): ActingPerson | null {
  try {
    const part = (token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(part.padEnd(Math.ceil(part.length / 4) * 4, '=')), (c) =>
      c.charCodeAt(0),
    );
    const parsed = actClaim.safeParse(JSON.parse(new TextDecoder().decode(bytes)));
    return parsed.success ? parsed.data.act : null;
  } catch {
    return null;
  }
}

let timer: ReturnType<typeof setTimeout> | undefined;

// However acting ends (Stop, the countdown, a sign-out), no countdown outlives it.
subscribeActing(() => {
  if (!getActing()) clearTimeout(timer);
});

export async function startActing(target: FoundUser, reason: string, minutes: number): Promise<StartOutcome> {
  const started = await startImpersonation(target.id, reason, minutes);
  if (started.kind === 'participant') {
    const base = participantAppUrl();
    if (!base || !started.code) return { kind: 'participant-unconfigured' };
    // Only the one-time code travels in the address; the platform exchanges it for its own session.
    const url = `${base}/impersonate?code=${encodeURIComponent(started.code)}`;
    window.open(url, '_blank', 'noopener,noreferrer');
    return { kind: 'participant', url, expiresAt: started.expires_at };
  }
  const claims = getClaims();
  const staff = (started.token && actorOf(started.token)) || null;
  if (!started.token || !staff || !claims)
    throw new Error('The server did not answer an impersonation token.');
  const endsAt = Date.parse(started.expires_at);
  beginActing(started.token, {
    sessionId: started.id,
    staff,
    target: { id: started.user_id, email: target.email, fullname: started.user_name },
    endsAt,
    headers: { [ACTING_STAFF_HEADER]: String(staff.id) },
  });
  clearTimeout(timer);
  timer = setTimeout(() => void stopActing(), Math.max(0, endsAt - Date.now()));
  return { kind: 'staff' };
}

/**
 * Ends acting: tells the server while the impersonation token still works (a session past its end
 * has ended there already), then returns to the staff member's own token, which the refresh flow
 * renews if it expired meanwhile. The token's change of user clears every cached answer.
 */
export async function stopActing(): Promise<void> {
  clearTimeout(timer);
  if (!getActing()) return;
  if (tokenState() === 'valid') await stopImpersonation().catch(() => undefined);
  endActing();
  if (tokenState() === 'expired') void refreshToken();
}
