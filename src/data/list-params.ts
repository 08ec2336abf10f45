import type { GetListParams } from 'react-admin';

/** The search box's filter key in react-admin lists; sent as `q` (generic) or `search_terms` (users). */
const SEARCH_KEY = 'q';

export interface SplitFilter {
  search: string | undefined;
  filters: Record<string, unknown>;
}

// Empty inputs in a filter form mean "no filter", not "equals the empty string".
function isSet(value: unknown): boolean {
  return (
    value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0)
  );
}

export function splitFilter(filter: unknown): SplitFilter {
  const entries = typeof filter === 'object' && filter !== null ? Object.entries(filter) : [];
  const filters: Record<string, unknown> = {};
  let search: string | undefined;
  for (const [field, value] of entries) {
    if (field === SEARCH_KEY)
      search = typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
    else if (isSet(value)) filters[field] = value;
  }
  return { search, filters };
}

/** `{sort, order}` with the order in lower case, or nothing when react-admin sends no sort. */
export function sortParams(sort: GetListParams['sort']): { sort: string; order: 'asc' | 'desc' } | undefined {
  if (!sort?.field) return undefined;
  return { sort: sort.field, order: sort.order === 'DESC' ? 'desc' : 'asc' };
}

/** Query parameters of every list read: `page, page_size, sort, order, q, filter[<field>]`. */
export function listQuery(
  params: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>,
): Record<string, unknown> {
  const { search, filters } = splitFilter(params.filter);
  return {
    ...(params.pagination && { page: params.pagination.page, page_size: params.pagination.perPage }),
    ...sortParams(params.sort),
    ...(search !== undefined && { q: search }),
    ...(Object.keys(filters).length > 0 && { filter: filters }),
  };
}
