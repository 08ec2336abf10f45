import type { QueryClient } from '@tanstack/react-query';
import type { Identifier } from 'react-admin';
import { clearDataCaches, pathSegment } from '@/data';
import { callExtension, request } from '@/http';
import type { FoundUser, Impersonation } from './types';

// Acting as another user (documented in src/data/API.md, "Impersonation").

export const impersonationKeys = {
  current: ['impersonation', 'current'] as const,
  recent: ['impersonation', 'recent'] as const,
  search: (text: string) => ['impersonation', 'search', text] as const,
  user: (id: Identifier) => ['impersonation', 'user', String(id)] as const,
};

/**
 * `GET /admin/impersonations/current`: whom the signed-in staff member acts as, or null. A console
 * extension: a server without it is asked once per session (`ExtensionUnavailableError` after).
 */
export async function getCurrentImpersonation(): Promise<Impersonation | null> {
  return callExtension('impersonations.current', async () => {
    const res = await request<Impersonation | null>('/admin/impersonations/current', {
      skipErrorHandling: true,
    });
    return res.data ?? null;
  });
}

export async function getRecentImpersonations(): Promise<Impersonation[]> {
  return (await request<Impersonation[]>('/admin/impersonations', { params: { page: 1, page_size: 20 } }))
    .data;
}

/** `GET /z/users/search?email=` (spec §7): the type-ahead. */
export async function searchUsers(email: string, signal?: AbortSignal): Promise<FoundUser[]> {
  const res = await request<FoundUser[]>('/z/users/search', { params: { email }, signal });
  return res.data.map((u) => ({ id: u.id, email: u.email, fullname: u.fullname }));
}

export async function getUser(id: Identifier): Promise<FoundUser> {
  const u = (await request<FoundUser>(`/admin/users/${pathSegment(id)}`)).data;
  return { id: u.id, email: u.email, fullname: u.fullname };
}

export async function startImpersonation(userId: number, reason: string): Promise<Impersonation> {
  const res = await request<Impersonation>('/admin/impersonations', {
    method: 'POST',
    data: { user_id: userId, reason },
    skipErrorHandling: true,
  });
  return res.data;
}

export async function stopImpersonation(): Promise<void> {
  await request('/admin/impersonations/current', { method: 'DELETE' });
}

/**
 * Drops everything read so far (react-admin's and the areas' queries, the data layer's caches)
 * and sets whom the console now acts as, so the banner and the next reads agree at once.
 */
export function resetForIdentity(client: QueryClient, current: Impersonation | null): void {
  clearDataCaches();
  void client.resetQueries({ predicate: (q) => q.queryKey[0] !== 'impersonation' });
  client.setQueryData(impersonationKeys.current, current);
  void client.invalidateQueries({ queryKey: impersonationKeys.recent });
}
