import { coreCalls, defineCall } from '@/contract';
import { z } from '@/lib/zod';
import { PERM } from '@/auth/permission-names';

// Acting as another user (docs/backend.md, "Impersonation"). The spec names impersonation but not
// its paths (§7), so the four sessions calls are the console's own; the mock lets only holders of
// the impersonation permission make them. The user read and the type-ahead are spec calls.

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

export const start = defineCall({
  id: 'impersonate:start',
  method: 'POST',
  path: '/admin/impersonations',
  kind: 'extension',
  access: impersonating,
  summary:
    'Starts acting as a user, with the reason; 403 for oneself or a superuser, 409 while acting already',
  body: z.object({ user_id: id, reason: z.string() }),
  response: impersonationAnswer,
  degrade: 'Starting fails with the server’s message; the console keeps the staff member’s own identity.',
});

export const stop = defineCall({
  id: 'impersonate:stop',
  method: 'DELETE',
  path: '/admin/impersonations/current',
  kind: 'extension',
  access: impersonating,
  summary: 'Ends the current session; 409 when there is none',
  // The console reads whom it acts as again afterwards; nothing of this answer is used.
  response: z.unknown(),
  degrade: 'Stopping fails with the server’s message; the banner stays until the session ends.',
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
