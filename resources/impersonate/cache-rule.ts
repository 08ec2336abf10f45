/**
 * Whose data the console may show: the staff member's own identity (`null`) or the id of the user
 * they act as. `undefined` means not known yet (the first read is still on its way).
 */
export type ActingAs = number | string | null | undefined;

/**
 * Every cache is cleared when the identity the console acts as changes (starting, stopping, or a
 * change made in another tab and seen on the next read), so no data read under one identity is
 * shown under the other. Learning the identity for the first time clears nothing.
 */
export function mustClearCaches(previous: ActingAs, next: ActingAs): boolean {
  if (previous === undefined || next === undefined) return false;
  return previous !== next;
}
