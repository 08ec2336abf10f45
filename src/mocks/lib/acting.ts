import { fail } from './respond';
import { identify, type Actor } from './tokens';

// Impersonation in the mock backend (docs/backend.md, "Impersonation"): a token with an `act`
// claim is another user's session held by a staff member. What changes who may do what, or puts
// something in front of participants under someone's name, needs the staff member's own session.

export const ACTING_REFUSAL =
  'Not while acting as another user: publishing, signing and role or permission changes need your own session.';

/** The staff member behind the request's token when it is an impersonation token. */
export function impersonatorOf(request: Request): Actor | undefined {
  const who = identify(request);
  return who.state === 'valid' ? who.claims.act : undefined;
}

// Publishing (flows, studies, study versions), signing, and roles and their permissions.
const GUARDED = [
  /\/publish\/?$/,
  /\/sign(ature)?s?\/?$/,
  /^\/api\/(admin\/)?(roles|role-permissions|permissions|user-roles)(\/|$)/,
];

/** Whether a call is one an impersonation token may never make. */
export function isGuardedWhileActing(method: string, pathname: string): boolean {
  return method.toUpperCase() !== 'GET' && GUARDED.some((re) => re.test(pathname));
}

/** 403 when an impersonation token makes a guarded call; for handlers to call first. */
export function refusedWhileActing(request: Request): Response | undefined {
  const { pathname } = new URL(request.url);
  if (!impersonatorOf(request) || !isGuardedWhileActing(request.method, pathname)) return undefined;
  return fail(403, ACTING_REFUSAL);
}
