import type { Identifier } from 'react-admin';
import { pathSegment, queryKeys, versionTag } from '@/data';
import { request } from '@/http';

// A cohort's members (documented in src/data/API.md, "Cohorts").

export interface Cohort {
  id: number;
  name: string;
  description: string | null;
  size: number | null;
  updated_at: string;
}

export interface Member {
  id: number;
  fullname: string;
  email: string;
  registration_source: string | null;
}

export interface Segment {
  id: number;
  name: string;
  query: Record<string, unknown>;
}

export const cohortKeys = {
  cohort: (id: Identifier) => queryKeys('cohorts').custom('cohort', String(id)),
  members: (id: Identifier, page: number) => queryKeys('users').custom('cohort-members', String(id), page),
  segments: () => queryKeys('segments').custom('choices'),
  count: (query: unknown) => queryKeys('users').custom('count', query),
};

export const getCohort = async (id: Identifier) =>
  (await request<Cohort>(`/cohorts/${pathSegment(id)}`)).data;

export async function saveCohort(cohort: Cohort, changes: Partial<Cohort>): Promise<Cohort> {
  const tag = versionTag(cohort as unknown as Record<string, unknown>);
  const res = await request<Cohort>(`/cohorts/${pathSegment(cohort.id)}`, {
    method: 'PUT',
    data: changes,
    headers: tag ? { 'If-Match': tag } : {},
  });
  return res.data;
}

/** The members, a page at a time, through the users filter (spec §7) on the user's cohort. */
export async function getMembers(id: Identifier, page: number, pageSize = 25) {
  const query = { cohort: Number(id), sort: 'fullname', order: 'asc' };
  const [rows, count] = await Promise.all([
    request<Member[]>('/users/filter', {
      method: 'POST',
      data: { query, page, page_size: pageSize, search_terms: '' },
    }),
    request<{ count: number }>('/users/filter/count', { method: 'POST', data: { query, search_terms: '' } }),
  ]);
  return { rows: rows.data, total: count.data.count };
}

export async function countUsers(query: Record<string, unknown>): Promise<number> {
  const res = await request<{ count: number }>('/users/filter/count', {
    method: 'POST',
    data: { query, search_terms: '' },
  });
  return res.data.count;
}

export async function getSegments(): Promise<Segment[]> {
  const res = await request<Segment[]>('/segments', {
    params: { page_size: 100, sort: 'name', order: 'asc' },
    skipErrorHandling: true,
  });
  return res.data;
}

export async function addMember(cohortId: Identifier, userId: number): Promise<void> {
  await request(`/admin/cohorts/${pathSegment(cohortId)}/members`, {
    method: 'POST',
    data: { user_ids: [userId] },
  });
}

export async function removeMember(cohortId: Identifier, userId: number): Promise<void> {
  await request(`/admin/cohorts/${pathSegment(cohortId)}/members/${pathSegment(userId)}`, {
    method: 'DELETE',
  });
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
  const res = await request<{ added: number }>(`/admin/cohorts/${pathSegment(cohortId)}/members/from-query`, {
    method: 'POST',
    data: { query, expected_count: expected },
  });
  return res.data;
}
