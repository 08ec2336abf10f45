import { addFromQuery, addMembers, removeMember } from './cohort-calls';
import { usersFilter } from './filter-calls';
import * as user from './user-calls';

// The users area's own calls. `POST /users/filter/count` is the shell's (src/contract/core.ts);
// the generic calls the area makes itself are declared with their entities (generic-calls.ts).

export * from './cohort-calls';
export * from './filter-calls';
export * from './generic-calls';
export * from './user-calls';

export const calls = [usersFilter, ...Object.values(user), addMembers, removeMember, addFromQuery];
