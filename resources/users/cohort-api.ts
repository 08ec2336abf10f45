import type { Identifier } from 'react-admin';
import { callApi } from '@/contract';
import { queryKeys, versionTag } from '@/data';
import type { z } from '@/lib/zod';
import type { cohort, segment, userRow } from './answers';
import * as calls from './contract';

// A cohort's members (declared in contract.ts; docs/backend.md, "Cohorts").

export type Cohort = z.output<typeof cohort>;
export type Member = z.output<typeof userRow>;
export type Segment = z.output<typeof segment>;

export const cohortKeys = {
  cohort: (id: Identifier) => queryKeys('cohorts').custom('cohort', String(id)),
  members: (id: Identifier, page: number) => queryKeys('users').custom('cohort-members', String(id), page),
  segments: () => queryKeys('segments').custom('choices'),
  count: (query: unknown) => queryKeys('users').custom('count', query),
};

export const getCohort = (id: Identifier): Promise<Cohort> => callApi(calls.cohortOne, { path: { id } });

export function saveCohort(current: Cohort, changes: Partial<Cohort>): Promise<Cohort> {
  const tag = versionTag(current);
  return callApi(calls.saveCohort, {
    path: { id: current.id },
    data: changes,
    headers: tag ? { 'If-Match': tag } : {},
  });
}

/** The members, a page at a time, through the users filter (spec §7) on the user's cohort. */
export async function getMembers(id: Identifier, page: number, pageSize = 25) {
  const query = { cohort: Number(id), sort: 'fullname', order: 'asc' };
  const [rows, count] = await Promise.all([
    callApi(calls.usersFilter, { data: { query, page, page_size: pageSize, search_terms: '' } }),
    callApi(calls.usersFilterCount, { data: { query, search_terms: '' } }),
  ]);
  return { rows, total: count.count };
}

export async function countUsers(query: Record<string, unknown>): Promise<number> {
  return (await callApi(calls.usersFilterCount, { data: { query, search_terms: '' } })).count;
}

/** The users whose email contains the text (two characters at least). */
export function searchUsers(email: string): Promise<Member[]> {
  return callApi(calls.searchUsers, { path: { entity: 'users' }, params: { email } });
}

export function getSegments(): Promise<Segment[]> {
  return callApi(calls.segments, {
    params: { page_size: 100, sort: 'name', order: 'asc' },
    skipErrorHandling: true,
  });
}

export async function addMember(cohortId: Identifier, userId: Identifier): Promise<void> {
  await callApi(calls.addMembers, { path: { id: cohortId }, data: { user_ids: [Number(userId)] } });
}

export async function removeMember(cohortId: Identifier, userId: Identifier): Promise<void> {
  await callApi(calls.removeMember, { path: { id: cohortId, user_id: userId } });
}

/**
 * Adds everyone the query finds, in one call. `expected` is the count the staff member confirmed:
 * the server refuses (409) when the query now finds another number, so no more are added than agreed.
 */
export async function addMembersFromQuery(
  cohortId: Identifier,
  query: Record<string, unknown>,
  expected: number,
): Promise<{ added: number }> {
  const res = await callApi(calls.addFromQuery, {
    path: { id: cohortId },
    data: { query, expected_count: expected },
  });
  // A server that does not say how many were added added what was confirmed, or refused (409).
  return { added: res.added ?? expected };
}
