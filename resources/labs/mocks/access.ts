import { PERM } from '@/auth/permission-names';
import { checkOf } from '@/mocks/lib/access';
import { accountByEmail } from '@/mocks/lib/accounts';
import { fail } from '@/mocks/lib/respond';
import { identify } from '@/mocks/lib/tokens';

/** Labs calls need the Labs permission, as its screens do; undefined when the request may go on. */
export function labsRefusal(request: Request): Response | undefined {
  if (identify(request).state !== 'valid') return fail(401, 'Unauthenticated');
  if (!checkOf(request)([PERM.labs])) return fail(403, 'You may not use the Labs tools.');
  return undefined;
}

/** The signed-in person's name, as change records show it. */
export function actorOf(request: Request): string {
  const who = identify(request);
  if (who.state !== 'valid') return 'unknown';
  return accountByEmail(who.claims.user_email)?.fullname ?? who.claims.user_email;
}
