import { getCurrentUser } from './current-user';
import { hasDeviceCookie } from './device-cookie';
import { refreshToken } from './refresh';
import { isSignedIn, loginRedirect } from './sign-in-state';
import { onSignOut } from './sign-out';
import { sessionHasExpired } from './token-store';

export type GuardName = 'auth' | 'guest' | 'deviceCode' | 'aula';

export interface GuardContext {
  to: { pathname: string; search: string };
  from: { pathname: string } | null;
}

/** A returned string is the redirect target; undefined lets navigation continue. */
export type Guard = (ctx: GuardContext) => Promise<string | undefined> | string | undefined;

export const LOGIN_PATH = '/login';
export const ACCEPT_TERMS_PATH = '/apula/accept-license-agreement';

// Where the user was going when the licence page stopped them; the page goes there on Accept.
let termsTarget: string | undefined;
onSignOut(() => {
  termsTarget = undefined;
});

/** The page the "aula" guard turned away from (once), for the licence page to continue to. */
export function takeTermsTarget(): string | undefined {
  const target = termsTarget;
  termsTarget = undefined;
  return target;
}

/** Signed in again through the refresh cookie (the token lives in memory, so a reload loses it). */
const restoredFromCookie = async (): Promise<boolean> => (await refreshToken()) && isSignedIn();

export const guards: Record<GuardName, Guard> = {
  async auth({ to }) {
    if (isSignedIn()) return undefined;
    const hadExpired = sessionHasExpired();
    if (await restoredFromCookie()) return undefined;
    if (to.pathname === LOGIN_PATH) return undefined;
    return loginRedirect(to, hadExpired);
  },

  // After a reload the token is gone from memory; a device that may hold a session tries the
  // refresh cookie first, so a signed-in user opening /login in a new tab still lands on /.
  async guest() {
    if (isSignedIn()) return '/';
    if (!hasDeviceCookie()) return undefined;
    return (await restoredFromCookie()) ? '/' : undefined;
  },

  deviceCode({ from }) {
    return from?.pathname === LOGIN_PATH ? undefined : '/';
  },

  async aula({ to }) {
    if (to.pathname === ACCEPT_TERMS_PATH) return undefined;
    const user = await getCurrentUser();
    if (user.accepted_admin_terms_at) return undefined;
    termsTarget = to.pathname + to.search;
    return ACCEPT_TERMS_PATH;
  },
};

/**
 * Spec §2: guards run in order and the first that returns a value stops the chain. An error
 * inside a guard is logged and skipped; an unknown name only warns.
 */
export async function runGuards(
  names: readonly string[],
  ctx: GuardContext,
  registry: Record<string, Guard> = guards,
): Promise<string | undefined> {
  for (const name of names) {
    const guard = Object.hasOwn(registry, name) ? registry[name] : undefined;
    if (!guard) {
      console.warn(`Unknown route guard "${name}"`);
      continue;
    }
    try {
      const result = await guard(ctx);
      if (result !== undefined && result !== null) return result;
    } catch (e) {
      console.error(`Route guard "${name}" failed`, e);
    }
  }
  return undefined;
}
