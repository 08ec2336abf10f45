import type { GetListParams, GetListResult } from 'react-admin';
import { request } from '@/http';
import { sortParams, splitFilter } from './list-params';
import type { ServerRecord } from './types';

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
