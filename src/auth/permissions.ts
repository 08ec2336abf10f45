import { useCallback, useSyncExternalStore } from 'react';
import { getClaims, subscribeToken } from './token-store';

export const SUPERUSER = 'perm.superuser';
export type PermissionMode = 'any' | 'all';

/**
 * Spec §6: passes if any required name is held (or all, in 'all' mode); perm.superuser passes
 * every check. An empty requirement asks for nothing and passes.
 */
export function hasPermission(
  held: readonly string[],
  required: string | readonly string[],
  mode: PermissionMode = 'any',
): boolean {
  if (held.includes(SUPERUSER)) return true;
  const names = typeof required === 'string' ? [required] : required;
  if (names.length === 0) return true;
  return mode === 'all' ? names.every((n) => held.includes(n)) : names.some((n) => held.includes(n));
}

export function currentPermissions(): string[] {
  return getClaims()?.permissions ?? [];
}

/** A permission check over the current token that re-renders when the token changes. */
export function usePermissionCheck(): (
  required: string | readonly string[],
  mode?: PermissionMode,
) => boolean {
  const claims = useSyncExternalStore(subscribeToken, getClaims, getClaims);
  return useCallback(
    (required: string | readonly string[], mode?: PermissionMode) =>
      hasPermission(claims?.permissions ?? [], required, mode),
    [claims],
  );
}
