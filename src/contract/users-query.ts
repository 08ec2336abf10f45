import { z } from '@/lib/zod';
import { named } from './names';

// The users query (docs/backend.md, sections 3 and 16): a tree of conditions under `where`, so two
// conditions on one field are two entries, never one overwriting the other. This file imports
// nothing but zod, so the shell's calls (core.ts) may use it.

const scalar = z.union([z.string(), z.number(), z.boolean()]);

/** One condition: `field` compared by `op` with `value` (docs/backend.md, section 16). */
export const usersCondition = named(
  z.object({
    field: z.string().check(z.minLength(1)),
    op: z.enum(['contains', 'eq', 'ne', 'lt', 'gt', 'between', 'in']),
    value: z.union([scalar, z.array(scalar)]),
  }),
  'UsersCondition',
);

/** Conditions of which all (`and`) or any (`or`) must hold; `not` turns the group's answer round. */
export const usersGroup = named(
  z.object({
    combinator: z.enum(['and', 'or']),
    not: z.optional(z.boolean()),
    get rules() {
      return z.array(z.union([usersCondition, usersGroup]));
    },
  }),
  'UsersGroup',
);

/**
 * `query` of the users filter, its count and the calls that take a users query: the tree under
 * `where`, beside the list's own field filters (`"<field>": value`, all of which must hold),
 * `sort` and `order`.
 */
export const usersQuery = named(z.looseObject({ where: z.optional(usersGroup) }), 'UsersQuery');
