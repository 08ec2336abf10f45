// Impersonation limits (docs/backend.md, "Impersonation"). A constant rather than a client
// setting: the server enforces its own maximum, and the console must know it before asking.

/** How long acting as someone lasts unless the staff member picks otherwise. */
export const IMPERSONATION_DEFAULT_MINUTES = 30;
/** The longest session the console offers; the mock refuses longer ones (422). */
export const IMPERSONATION_MAX_MINUTES = 120;

/**
 * The participant platform's address (`VITE_PARTICIPANT_APP_URL`), without a trailing slash, or
 * undefined when unset: then the console offers no way to act as a participant. Read on each call
 * so a test can stub the variable.
 */
export function participantAppUrl(): string | undefined {
  const raw = (import.meta.env.VITE_PARTICIPANT_APP_URL ?? '').trim();
  return raw === '' ? undefined : raw.replace(/\/+$/, '');
}
