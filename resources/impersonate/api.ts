import type { Identifier } from 'react-admin';
import { callApi, callPaged } from '@/contract';
import { callExtension } from '@/http';
import { current, recent, searchUsers as search, start, stop, user } from './contract';
import type { FoundUser, Impersonation, Started } from './types';
import type { foundUserAnswer, impersonationAnswer } from './contract';
import type { z } from '@/lib/zod';

// Acting as another user (documented in docs/backend.md, "Impersonation"; declared in contract.ts).

export const impersonationKeys = {
  current: ['impersonation', 'current'] as const,
  recent: ['impersonation', 'recent'] as const,
  search: (text: string) => ['impersonation', 'search', text] as const,
  user: (id: Identifier) => ['impersonation', 'user', String(id)] as const,
};

/** A session as the screens show it: a missing name reads as the id, a missing reason as empty. */
const session = (a: z.output<typeof impersonationAnswer>): Impersonation => ({
  id: a.id,
  staff_id: a.staff_id ?? null,
  staff_name: a.staff_name ?? (a.staff_id === null || a.staff_id === undefined ? '' : `#${a.staff_id}`),
  user_id: a.user_id,
  user_name: a.user_name ?? `#${a.user_id}`,
  reason: a.reason ?? '',
  started_at: a.started_at ?? null,
  ended_at: a.ended_at ?? null,
});

const found = (u: z.output<typeof foundUserAnswer>): FoundUser => ({
  id: u.id,
  email: u.email ?? '',
  fullname: u.fullname ?? `#${u.id}`,
});

/**
 * `GET /admin/impersonations/current`: whom the signed-in staff member acts as, or null. A console
 * extension: a server without it is asked once per session (`ExtensionUnavailableError` after).
 */
export async function getCurrentImpersonation(): Promise<Impersonation | null> {
  return callExtension(current.id, async () => {
    const answer = await callApi(current, { skipErrorHandling: true });
    return answer ? session(answer) : null;
  });
}

/**
 * Its failure shows in the list, not as a toast: the list is on screen when acting starts, and the
 * target (whose token the console then holds) may well be refused it before the page goes away.
 */
export async function getRecentImpersonations(): Promise<Impersonation[]> {
  const params = { page: 1, page_size: 20 };
  return (await callPaged(recent, { params, skipErrorHandling: true })).data.map(session);
}

/** `GET /z/users/search?email=` (spec §7): the type-ahead. */
export async function searchUsers(email: string, signal?: AbortSignal): Promise<FoundUser[]> {
  return (await callApi(search, { path: { entity: 'users' }, params: { email }, signal })).map(found);
}

export async function getUser(id: Identifier): Promise<FoundUser> {
  return found(await callApi(user, { path: { id } }));
}

/** Asks the server for a session: a staff target's token or a participant's one-time code. */
export async function startImpersonation(
  userId: number | string,
  reason: string,
  minutes: number,
): Promise<Started> {
  const data = { user_id: userId, reason, duration_minutes: minutes };
  const a = await callApi(start, { data, skipErrorHandling: true });
  return {
    ...session(a),
    kind: a.kind,
    token: a.token ?? null,
    code: a.code ?? null,
    expires_at: a.expires_at,
  };
}

/** Ends the session; its failures are the caller's to judge (the console returns anyway). */
export async function stopImpersonation(): Promise<void> {
  await callApi(stop, { skipErrorHandling: true });
}
