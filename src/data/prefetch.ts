import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import type { DataProvider, GetListParams, GetListResult } from 'react-admin';
import { HttpError, reportFailure } from '@/http';
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

/**
 * A quiet read ahead: its failure is shown only when a screen already waits on `queryKey`, as the
 * screen's own read would show it.
 */
function readAhead<T>(queryClient: QueryClient, queryKey: QueryKey, read: () => Promise<T>) {
  return async (): Promise<T> => {
    try {
      return await read();
    } catch (e) {
      const waiting = queryClient.getQueryCache().find({ queryKey, exact: true })?.getObserversCount();
      if (waiting && e instanceof HttpError) reportFailure(e);
      throw e;
    }
  };
}

/**
 * Loads a record into react-admin's query cache under the key its edit or show view asks for
 * (`useGetOne`). Failures as for prefetchList: silent unless the view already waits on it.
 */
export function prefetchRecord(
  queryClient: QueryClient,
  dataProvider: DataProvider,
  resource: string,
  id: string,
): Promise<void> {
  const queryKey = queryKeys(resource).detail(id);
  return queryClient.prefetchQuery({
    queryKey,
    queryFn: readAhead(queryClient, queryKey, async () => {
      const { data } = await dataProvider.getOne(resource, { id, meta: QUIET_READ });
      return data;
    }),
    staleTime: PREFETCH_FRESH_MS,
  });
}

export type ListRead = Pick<GetListParams, 'pagination' | 'sort' | 'filter'>;

/**
 * `meta` of a read made ahead of its screen: its failure shows no toast, since nobody asked for
 * it yet. The screen asks again when it opens, and that read's failure is shown.
 */
export const QUIET_READ = { quiet: true } as const;

/** Request options for a read made with `meta`: no toast when it is a read ahead (QUIET_READ). */
export function quietOptions(meta: unknown): { skipErrorHandling?: true } {
  return typeof meta === 'object' && meta !== null && (meta as { quiet?: unknown }).quiet === true
    ? { skipErrorHandling: true }
    : {};
}

/**
 * Loads a list page into react-admin's query cache under the key its list asks for, in the shape
 * react-admin stores (`useGetList`). Only reads: prefetching never writes. A failure is silent
 * unless the screen already waits on this read (the click came before the answer): then it is
 * shown as the screen's own read would show it.
 */
export function prefetchList(
  queryClient: QueryClient,
  dataProvider: DataProvider,
  resource: string,
  params: ListRead,
): Promise<void> {
  const queryKey = queryKeys(resource).list({ ...params, meta: undefined });
  return queryClient.prefetchQuery({
    queryKey,
    queryFn: readAhead(queryClient, queryKey, async (): Promise<GetListResult> => {
      const { data, total, pageInfo, meta } = await dataProvider.getList(resource, {
        ...params,
        meta: QUIET_READ,
      });
      return markPrefetched({ data, total, pageInfo, meta });
    }),
    staleTime: PREFETCH_FRESH_MS,
  });
}
