import { coreCalls, defineCall } from '@/contract';
import { z } from '@/lib/zod';
import { PERM } from '@/auth/permission-names';

// Acting as another user (docs/backend.md, "Impersonation"). The spec names impersonation but not
// its paths (§7), so the four sessions calls are the console's own; the mock lets only holders of
// the impersonation permission make them (stop: whoever holds the session, see below). The user
// read and the type-ahead are spec calls.

/**
 * Sent with every request made while acting as a staff member: the real staff member's id. The
 * server refuses a request whose header does not match the impersonation token's `act` claim.
 */
export const ACTING_STAFF_HEADER = 'Acting-Staff-Id';

const id = z.union([z.number(), z.string()]);
const text = z.nullish(z.string());
const impersonating = { anyOf: [PERM.impersonate] };

/** A session of acting as a user; who and since when are what the banner and the list show. */
export const impersonationAnswer = z.looseObject({
  id,
  staff_id: z.nullish(id),
  staff_name: text,
  user_id: id,
  user_name: text,
  reason: text,
  started_at: text,
  ended_at: text,
});

/** A user as the finder shows it: the id to act as, and the name and email to recognise them by. */
export const foundUserAnswer = z.looseObject({ id, email: text, fullname: text });

export const current = defineCall({
  id: 'impersonate:current',
  method: 'GET',
  path: '/admin/impersonations/current',
  kind: 'extension',
  access: impersonating,
  summary: 'Whom the signed-in staff member acts as, or null',
  response: z.nullable(impersonationAnswer),
  degrade:
    'No banner shows; the impersonation page says the status cannot be read and still starts a session.',
  probe: {},
});

export const recent = defineCall({
  id: 'impersonate:recent',
  method: 'GET',
  path: '/admin/impersonations',
  kind: 'extension',
  access: impersonating,
  summary: 'Past and current sessions of all staff, newest first',
  query: z.looseObject({ page: z.optional(z.int()), page_size: z.optional(z.int()) }),
  response: z.array(impersonationAnswer),
  paged: true,
  degrade: 'The recent sessions list shows its load failure; starting a session works as before.',
  probe: { query: { page: 1, page_size: 20 } },
});

/**
 * A started session and how to act in it: a staff target's impersonation `token` (its claims are
 * the target's, with `act` naming the staff member), or a participant's one-time `code` for the
 * participant platform; `expires_at` is when that token or code stops working.
 */
export const startedAnswer = z.extend(impersonationAnswer, {
  kind: z.enum(['staff', 'participant']),
  token: text,
  code: text,
  expires_at: z.string(),
});

export const start = defineCall({
  id: 'impersonate:start',
  method: 'POST',
  path: '/admin/impersonations',
  kind: 'extension',
  access: impersonating,
  summary:
    'Starts acting as a user for a reason and a number of minutes; 403 for oneself or a superuser, 409 while acting already, 422 beyond the maximum',
  body: z.object({ user_id: id, reason: z.string(), duration_minutes: z.int() }),
  response: startedAnswer,
  degrade: 'Starting fails with the server’s message; the console keeps the staff member’s own identity.',
});

export const stop = defineCall({
  id: 'impersonate:stop',
  method: 'DELETE',
  path: '/admin/impersonations/current',
  kind: 'extension',
  // Made with the impersonation token, whose permissions are the target's: the server judges it by
  // the token's `act` claim (or, with the staff member's own token, by whose session it is).
  access: 'signed-in',
  summary:
    'Ends the current session (the token’s `act` claim, else the caller’s own); 409 when there is none',
  // The console reads whom it acts as again afterwards; nothing of this answer is used.
  response: z.unknown(),
  degrade:
    'The console returns to the staff member’s own token anyway; the session ends on the server when its time is up.',
});

export const user = defineCall({
  id: 'impersonate:user',
  method: 'GET',
  path: '/admin/users/{id}',
  kind: 'spec',
  access: { entity: 'users', action: 'read' },
  summary: 'The user a link asks to act as (`?user_id=`)',
  response: foundUserAnswer,
  probe: { path: { id: 1 } },
});

/** The shell's reference search, read as users to act as (declared once, by the shell). */
export const searchUsers = defineCall({ ...coreCalls.search, response: z.array(foundUserAnswer) });

export const calls = [current, recent, start, stop, user];
