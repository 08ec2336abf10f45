import type { GetListParams, GetListResult } from 'react-admin';
import { callApi } from '@/contract';
import { quietOptions, sortParams, splitFilter, stableKey } from '@/data';
import { usersFilter, usersFilterCount } from './filter-calls';

// The users list's read, loaded at start-up with the module (its first page comes with the
// screen's code); the area's other calls load with its screens.

/** How long a count stays good for other pages (or page sizes) of the same search. */
const COUNT_REUSE_MS = 60_000;
let lastCount: { key: string; page: string; count: number; at: number } | null = null;

function countOf(
  query: Record<string, unknown>,
  search_terms: string,
  page: string,
  quiet: ReturnType<typeof quietOptions>,
): Promise<number> {
  const key = stableKey({ query, search_terms });
  const known = lastCount;
  // Another page or page size of the same search: the total is the same. The same page asked
  // again (a refresh, a return after a change) counts again.
  if (known?.key === key && known.page !== page && Date.now() - known.at < COUNT_REUSE_MS) {
    lastCount = { ...known, page };
    return Promise.resolve(known.count);
  }
  return callApi(usersFilterCount, { data: { query, search_terms }, ...quiet }).then((data) => {
    lastCount = { key, page, count: data.count, at: Date.now() };
    return data.count;
  });
}

/**
 * The users list is a search, not a plain read (spec §7): rows from `POST /users/filter` and the
 * total from `POST /users/filter/count`, fetched in parallel. Moving to another page or page size
 * of the same search reuses the total it already has.
 */
export async function getUsersList(params: GetListParams): Promise<GetListResult> {
  const { search, filters } = splitFilter(params.filter);
  const query = { ...filters, ...sortParams(params.sort) };
  const search_terms = search ?? '';
  const { page = 1, perPage = 25 } = params.pagination ?? {};
  // A read ahead of the screen (QUIET_READ) fails without a toast; the screen's own read shows it.
  const quiet = quietOptions(params.meta);
  const [rows, total] = await Promise.all([
    callApi(usersFilter, { data: { query, page, page_size: perPage, search_terms }, ...quiet }),
    // The count also gets the search terms, or a searched list would show the unsearched total.
    countOf(query, search_terms, `${page}/${perPage}`, quiet),
  ]);
  return { data: rows, total };
}
