import { coreCalls, defineCall, usersQuery } from '@/contract';
import { z } from '@/lib/zod';
import { userRow } from './answers';

// The users search (spec §7), apart from the area's other calls: the users list is read at
// start-up through it, and the rest of the contract loads with the screens.

/** `POST /users/filter`: one page of the users a filter query and search terms select. */
export const usersFilter = defineCall({
  id: 'users:filter',
  method: 'POST',
  path: '/users/filter',
  safe: true,
  kind: 'spec',
  access: { entity: 'users', action: 'read' },
  summary:
    'One page of the users a filter query selects (a tree of conditions under `where`, the list’s field filters, sort and order); each search term must match the email or the full name',
  body: z.looseObject({
    query: usersQuery,
    page: z.optional(z.int()),
    page_size: z.optional(z.int()),
    search_terms: z.optional(z.string()),
  }),
  response: z.array(userRow),
});

/** `POST /users/filter/count`, declared with the shell's calls. */
export const usersFilterCount = coreCalls.usersFilterCount;
