import { defineCall, usersQuery } from '@/contract';
import { z } from '@/lib/zod';

// A cohort's members (docs/backend.md, "Cohorts"); the members are read through the users filter.

const writeCohorts = { entity: 'cohorts', action: 'write' } as const;
const unchanged = 'The cohort page shows the server’s refusal; its members stay as they were.';

export const addMembers = defineCall({
  id: 'cohorts.members.add',
  method: 'POST',
  path: '/admin/cohorts/{id}/members',
  kind: 'extension',
  // The server also checks that the user may change users.
  access: writeCohorts,
  summary: 'Adds users to the cohort',
  body: z.object({ user_ids: z.array(z.number()) }),
  response: z.unknown(),
  degrade: unchanged,
});

export const removeMember = defineCall({
  id: 'cohorts.members.remove',
  method: 'DELETE',
  path: '/admin/cohorts/{id}/members/{user_id}',
  kind: 'extension',
  access: writeCohorts,
  summary: 'Takes a user out of the cohort',
  response: z.unknown(),
  degrade: unchanged,
});

export const addFromQuery = defineCall({
  id: 'cohorts.members.from-query',
  method: 'POST',
  path: '/admin/cohorts/{id}/members/from-query',
  kind: 'extension',
  access: writeCohorts,
  summary: 'Adds everyone a users query finds; 409 when it now finds another number than `expected_count`',
  body: z.looseObject({ query: usersQuery, expected_count: z.number() }),
  response: z.looseObject({ added: z.nullish(z.number()) }),
  degrade: unchanged,
});
