import type { z } from '@/lib/zod';
import { request } from '@/http';
import { coreCalls, currentUserAnswer } from '@/contract/core';
import { subscribeToken } from './token-store';

/** `GET /user` as the contract declares it. */
export const currentUserSchema = currentUserAnswer;

export type CurrentUser = z.infer<typeof currentUserSchema>;

let cached: Promise<CurrentUser> | null = null;

export function invalidateCurrentUser(): void {
  cached = null;
}

// A new token may belong to another user or carry changed terms; the next read refetches.
subscribeToken(invalidateCurrentUser);

async function fetchCurrentUser(): Promise<CurrentUser> {
  // Callers decide what a failure means (a guard skips, getIdentity reports), so no global toast here.
  const res = await request<unknown>('/user', { skipErrorHandling: true });
  return coreCalls.currentUser.response.parse(res.data);
}

/** `GET /user`, cached until the token changes or `invalidateCurrentUser()`. */
export function getCurrentUser(): Promise<CurrentUser> {
  if (!cached) {
    const pending: Promise<CurrentUser> = fetchCurrentUser().catch((e: unknown) => {
      if (cached === pending) cached = null;
      throw e;
    });
    cached = pending;
  }
  return cached;
}

/** Replaces the cached user with one the server just returned (e.g. after accepting the terms). */
export function primeCurrentUser(user: CurrentUser): void {
  cached = Promise.resolve(user);
}
