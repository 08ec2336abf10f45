export const SUPERUSER = 'perm.superuser';
export type PermissionMode = 'any' | 'all';

/**
 * Spec §6: passes if any required name is held (or all, in 'all' mode); perm.superuser passes
 * every check. An empty requirement asks for nothing and passes. Pure, so the mock backend judges
 * a token's permission list by the same rule as the console.
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
