import { useCallback, useSyncExternalStore } from 'react';
import { hasPermission, type PermissionMode } from './permission-rule';
import { pageClaims, subscribeToken } from './token-store';

export { hasPermission, SUPERUSER, type PermissionMode } from './permission-rule';

// A page held behind the in-place sign-in keeps its user's permissions, so its screens (and a
// half-typed form) stay mounted; the requests they would send wait for a token all the same.
export function currentPermissions(): string[] {
  return pageClaims()?.permissions ?? [];
}

/** A permission check over the current token that re-renders when the token changes. */
export function usePermissionCheck(): (
  required: string | readonly string[],
  mode?: PermissionMode,
) => boolean {
  const claims = useSyncExternalStore(subscribeToken, pageClaims, pageClaims);
  return useCallback(
    (required: string | readonly string[], mode?: PermissionMode) =>
      hasPermission(claims?.permissions ?? [], required, mode),
    [claims],
  );
}
