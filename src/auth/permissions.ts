import { useCallback, useSyncExternalStore } from 'react';
import { hasPermission, type PermissionMode } from './permission-rule';
import { getClaims, subscribeToken } from './token-store';

export { hasPermission, SUPERUSER, type PermissionMode } from './permission-rule';

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
