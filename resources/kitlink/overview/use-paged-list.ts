import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ExtensionUnavailableError, retryUnlessFinal } from '@/http';
import { kitlinkKeys } from '../api';
import type { PageLoader } from './list-api';
import type { OverviewFilter, Page } from '../types';

/** The rows-per-page choices; the first is each list's own default unless it names another. */
export const PAGE_SIZES = [20, 50, 100] as const;

interface PagedListOptions<T> {
  /** Names the list in its query key. */
  name: string;
  filter: OverviewFilter;
  /** The first rows the overview sent, shown while the list's own first page is on its way. */
  first: Page<T>;
  load: PageLoader<T>;
  size: number;
  /** Called when another page or page size is chosen, e.g. to drop a selection of rows not shown. */
  onMove?: () => void;
}

/**
 * One page of a list of the KitLink home, read from the server. Another filter starts again at
 * the first page. A server without the list's call leaves the overview's first rows, unpaged.
 */
export function usePagedList<T>({ name, filter, first, load, size: initial, onMove }: PagedListOptions<T>) {
  const filterKey = JSON.stringify(filter);
  const [at, setAt] = useState({ page: 0, size: initial, filterKey });
  const page = at.filterKey === filterKey ? at.page : 0;
  const { size } = at;
  const query = useQuery({
    queryKey: kitlinkKeys.list(name, filter, page, size),
    queryFn: () => load(filter, page + 1, size),
    // The page before stays until the next arrives, so the table does not jump while it loads.
    placeholderData: (previous: Page<T> | undefined) =>
      previous ?? (page === 0 ? { rows: first.rows.slice(0, size), total: first.total } : undefined),
    retry: retryUnlessFinal,
  });
  // A page emptied by a change elsewhere (its last requests approved) gives way to the last one left.
  const total = query.isPlaceholderData ? undefined : query.data?.total;
  useEffect(() => {
    if (total !== undefined && page > 0 && page * size >= total)
      setAt({ page: Math.max(0, Math.ceil(total / size) - 1), size, filterKey });
  }, [total, page, size, filterKey]);
  const unavailable = query.error instanceof ExtensionUnavailableError;
  const move = (next: { page: number; size: number }) => {
    setAt({ ...next, filterKey });
    onMove?.();
  };
  return {
    query,
    unavailable,
    /** The rows shown: the page read, or the overview's first rows without the list's call. */
    shown: unavailable ? first : query.data,
    page,
    size,
    setPage: (p: number) => move({ page: p, size }),
    setSize: (s: number) => move({ page: 0, size: s }),
  };
}

export type PagedList<T> = ReturnType<typeof usePagedList<T>>;
