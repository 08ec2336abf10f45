import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import type { DataProvider, GetListParams, GetListResult } from 'react-admin';
import { queryKeys } from './query-keys';

/**
 * How long data loaded ahead of its screen (at start-up, or while the pointer rests on a link)
 * counts as fresh when the screen opens: the screen shows it without asking again. Data the screen
 * loaded itself stays stale at once, so going back to a list shows its cached rows and refreshes
 * them behind.
 */
export const PREFETCH_FRESH_MS = 30_000;

const prefetched = new WeakSet<object>();

function markPrefetched<T extends object>(data: T): T {
  prefetched.add(data);
  return data;
}

/** `staleTime` for a screen's read: fresh for a while when the data came from a prefetch. */
export function prefetchedStaleTime<T>(query: Query<T, Error, T, QueryKey>): number {
  const data: unknown = query.state.data;
  return typeof data === 'object' && data !== null && prefetched.has(data) ? PREFETCH_FRESH_MS : 0;
}

export type ListRead = Pick<GetListParams, 'pagination' | 'sort' | 'filter'>;

/**
 * Loads a list page into react-admin's query cache under the key its list asks for, in the shape
 * react-admin stores (`useGetList`). Only reads: prefetching never writes.
 */
export function prefetchList(
  queryClient: QueryClient,
  dataProvider: DataProvider,
  resource: string,
  params: ListRead,
): Promise<void> {
  return queryClient.prefetchQuery({
    queryKey: queryKeys(resource).list({ ...params, meta: undefined }),
    queryFn: async (): Promise<GetListResult> => {
      const { data, total, pageInfo, meta } = await dataProvider.getList(resource, params);
      return markPrefetched({ data, total, pageInfo, meta });
    },
    staleTime: PREFETCH_FRESH_MS,
  });
}
