// react-admin's useListController (ra-core 5.15), copied for one behaviour: a page whose request
// fails keeps its number. react-admin reads "no rows on page N" as "page N does not exist" and sends
// the user to page 1, which for a failed request loads page 1 in its place and hides the failure.
// Here the failure stays on the page the user asked for, and "Try again" loads that page.
// react-admin offers no way to change that one effect, hence the copy. It keeps only what the
// generated lists use; the rest (URL or store sync, selection, select-all, error toast) is
// react-admin's own hooks. As the request is made here, a sort order typed into the URL by hand
// is made ascending here too, before it reaches the server.
//
// react-admin's own controller also asks the authProvider, through the query cache, whether the
// user is signed in (checkAuth) and may list the resource (canAccess), and draws a spinner until
// both answer. Here both are settled before a list mounts: the route guards have checked the
// session, and EntityListPage has checked the access table, synchronously, from the token. Asking
// again cost two extra renders of the whole frame (react-admin's routes watch the same checkAuth
// query) and held the rows back until both answers were in.
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import {
  ListContextProvider,
  ResourceContextProvider,
  useGetList,
  useGetResourceLabel,
  useListParams,
  useNotify,
  useRecordSelection,
  useSelectAll,
  useTranslate,
  type GetListResult,
  type ListControllerProps,
  type ListControllerResult,
  type SortPayload,
} from 'react-admin';
import { prefetchedStaleTime } from '@/data';

export type EntityListProps = Pick<
  ListControllerProps,
  'filter' | 'perPage' | 'disableSyncWithLocation' | 'storeKey'
> & { resource: string; sort: SortPayload };

export function useEntityListController(props: EntityListProps): ListControllerResult {
  const { disableSyncWithLocation = false, filter, perPage = 10, sort, storeKey, resource } = props;
  const translate = useTranslate();
  const notify = useNotify();
  const [query, queryModifiers] = useListParams({
    disableSyncWithLocation,
    perPage,
    resource,
    sort,
    storeKey,
  });
  const selectionKey = storeKey === false ? undefined : storeKey;
  const [selectedIds, selectionModifiers] = useRecordSelection({
    resource,
    disableSyncWithStore: storeKey === false,
    storeKey: selectionKey,
  });
  const onUnselectItems = useCallback(
    (fromAllStoreKeys?: boolean) => selectionModifiers.unselect(selectedIds, fromAllStoreKeys),
    [selectedIds, selectionModifiers],
  );
  const filterValues = useMemo(() => ({ ...query.filter, ...filter }), [query.filter, filter]);
  const order: SortPayload['order'] = query.order === 'DESC' ? 'DESC' : 'ASC';
  const currentSort = useMemo(() => ({ field: query.sort, order }), [query.sort, order]);

  const {
    data,
    pageInfo,
    total,
    meta: responseMeta,
    error,
    isLoading,
    isFetching,
    isPending,
    refetch,
    isPaused,
    isPlaceholderData,
  } = useGetList(
    resource,
    { pagination: { page: query.page, perPage: query.perPage }, sort: currentSort, filter: filterValues },
    {
      // Rows loaded ahead of the list (start-up, a pointer resting on its menu entry) are shown
      // without asking again; otherwise cached rows show at once and are refreshed behind.
      staleTime: prefetchedStaleTime,
      placeholderData: (previous?: GetListResult) => previous,
      retry: false,
      onError: (e: Error) =>
        notify(e?.message || 'ra.notification.http_error', { type: 'error', messageArgs: { _: e?.message } }),
    },
  );

  useEffect(() => {
    if (isPending) return;
    if (query.page <= 0) {
      queryModifiers.setPage(1);
      return;
    }
    // The one change: a failed request says nothing about whether the page exists.
    if (error || isFetching) return;
    if (query.page > 1 && (data == null || data.length === 0)) {
      // A page past the end (e.g. the last row of the last page was deleted elsewhere).
      queryModifiers.setPage(1);
      return;
    }
    if (total == null) return;
    const totalPages = Math.ceil(total / query.perPage) || 1;
    if (query.page > totalPages) queryModifiers.setPage(totalPages);
  }, [isPending, isFetching, error, query.page, query.perPage, data, queryModifiers, total]);

  const getResourceLabel = useGetResourceLabel();
  const defaultTitle = translate(`resources.${resource}.page.list`, {
    _: translate('ra.page.list', { name: getResourceLabel(resource, 2) }),
  });
  const onSelectAll = useSelectAll({
    resource,
    sort: currentSort,
    filter: filterValues,
    disableSyncWithStore: storeKey === false,
    storeKey: selectionKey,
  });

  const result = {
    sort: currentSort,
    data,
    meta: responseMeta,
    defaultTitle,
    displayedFilters: query.displayedFilters,
    error,
    // Lists export through their own paging exporter (ExportAllButton), never react-admin's.
    exporter: false,
    filter,
    filterValues: query.filterValues,
    hideFilter: queryModifiers.hideFilter,
    isFetching,
    isLoading,
    isPaused,
    isPending,
    isPlaceholderData,
    onSelect: selectionModifiers.select,
    onSelectAll,
    onToggleItem: selectionModifiers.toggle,
    onUnselectItems,
    page: query.page,
    perPage: query.perPage,
    refetch,
    resource,
    selectedIds,
    setFilters: queryModifiers.setFilters,
    setPage: queryModifiers.setPage,
    setPerPage: queryModifiers.setPerPage,
    setSort: queryModifiers.setSort,
    showFilter: queryModifiers.showFilter,
    total,
    hasNextPage: pageInfo
      ? pageInfo.hasNextPage
      : total != null
        ? query.page * query.perPage < total
        : undefined,
    hasPreviousPage: pageInfo ? pageInfo.hasPreviousPage : query.page > 1,
  };
  // The result's union (pending, error, success) is decided by the query's own flags above.
  return result as ListControllerResult;
}

/** react-admin's `ListBase` over {@link useEntityListController}. */
export function EntityListBase({ children, ...props }: EntityListProps & { children: ReactNode }) {
  const controller = useEntityListController(props);
  return (
    <ResourceContextProvider value={props.resource}>
      <ListContextProvider value={controller}>{children}</ListContextProvider>
    </ResourceContextProvider>
  );
}
