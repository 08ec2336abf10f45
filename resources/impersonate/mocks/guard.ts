import { http } from 'msw';
import { impersonatorOf, refusedWhileActing } from '@/mocks/lib/acting';
import { fail } from '@/mocks/lib/respond';
import { ACTING_STAFF_HEADER } from '../contract';

/**
 * In front of every handler (a module guard): a request made with an impersonation token must
 * name the real staff member in the header the contract declares, matching the token's `act`
 * claim, and may not make a guarded call (publish, sign, roles and permissions).
 */
export const actingGuard = http.all('*/api/*', ({ request }) => {
  const actor = impersonatorOf(request);
  if (!actor) return undefined;
  if (request.headers.get(ACTING_STAFF_HEADER) !== String(actor.id))
    return fail(
      403,
      `A request made while acting as another user must name the staff member (${ACTING_STAFF_HEADER}).`,
    );
  return refusedWhileActing(request);
});
