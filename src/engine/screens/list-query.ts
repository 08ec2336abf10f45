import { getQuery, parseQueryFromLocation, type FilterPayload, type SortPayload } from 'react-admin';
import type { ScopeFilter } from '../access-scope';
import type { EntitySchema } from '../types';

/**
 * Whether any filter or search could hold a sensitive value. Such a list keeps its parameters in
 * memory only: not in the URL and not in react-admin's persisted store.
 */
export function hasSensitiveParams(schema: EntitySchema): boolean {
  return schema.fields.some(
    (f) => f.sensitive && (f.filterable || schema.list.searchFields.includes(f.source)),
  );
}

/** Where a generated list keeps its page, sort and filters between visits. */
export const listStoreKey = (schema: EntitySchema): string => `${schema.name}.listParams`;

/** The request a generated list makes, in the shape of react-admin's `getList` parameters. */
export interface EntityListQuery {
  pagination: { page: number; perPage: number };
  sort: SortPayload;
  filter: FilterPayload;
}

export interface ListQuerySources {
  /** The address's query string (`?page=2&sort=email`), ignored by lists kept in memory. */
  search: string;
  /** What the list's store key holds from an earlier visit, if anything. */
  stored: unknown;
  /** The user's own scope (e.g. external studies only): always part of the filter. */
  scope: ScopeFilter | undefined;
}

/**
 * The page, sort and filter a generated list asks for when it opens, from the same sources and by
 * the same rules as react-admin's list parameters (`getQuery`): the address, else what the store
 * kept, else the schema's defaults. The list page and anything that loads its data ahead of it
 * (start-up, a pointer resting on a menu entry) use this one function, so they ask for the same.
 */
export function entityListQuery(schema: EntitySchema, sources: ListQuerySources): EntityListQuery {
  const fromLocation = hasSensitiveParams(schema) ? {} : parseQueryFromLocation({ search: sources.search });
  const query = getQuery({
    queryFromLocation: fromLocation,
    params: sources.stored ?? { filter: {}, order: null, page: 1, perPage: null, sort: null },
    filterDefaultValues: undefined,
    sort: schema.list.sort,
    perPage: schema.list.perPage,
  });
  const filter: FilterPayload = { ...(query.filter as FilterPayload | undefined), ...sources.scope };
  return {
    pagination: { page: query.page, perPage: query.perPage },
    sort: { field: query.sort, order: query.order === 'DESC' ? 'DESC' : 'ASC' },
    filter,
  };
}
