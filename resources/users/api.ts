import type { GetListParams, GetListResult, Identifier } from 'react-admin';
import { pathSegment, sortParams, splitFilter, type ServerRecord } from '@/data';
import { request } from '@/http';

// The users area's calls that are not generic CRUD (spec §7).

/**
 * The users list is a search, not a plain read (spec §7): rows from `POST /users/filter` and the
 * total from `POST /users/filter/count`, fetched in parallel.
 */
export async function getUsersList(params: GetListParams): Promise<GetListResult> {
  const { search, filters } = splitFilter(params.filter);
  const query = { ...filters, ...sortParams(params.sort) };
  const search_terms = search ?? '';
  const { page = 1, perPage = 25 } = params.pagination ?? {};
  const [rows, count] = await Promise.all([
    request<ServerRecord[]>('/users/filter', {
      method: 'POST',
      data: { query, page, page_size: perPage, search_terms },
    }),
    // The count also gets the search terms, or a searched list would show the unsearched total.
    request<{ count: number }>('/users/filter/count', { method: 'POST', data: { query, search_terms } }),
  ]);
  return { data: rows.data, total: count.data.count };
}

/** `GET /users/{id}/custom-properties`: a user's custom property values. */
export async function getUserCustomProperties(userId: Identifier): Promise<ServerRecord[]> {
  const res = await request<ServerRecord[]>(`/users/${pathSegment(userId)}/custom-properties`);
  return res.data;
}
