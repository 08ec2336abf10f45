import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import {
  defaultExporter,
  ListContextProvider,
  Loading,
  ResourceContextProvider,
  useAuthenticated,
  useDataProvider,
  useEvent,
  useGetList,
  useGetResourceLabel,
  useIsAuthPending,
  useListParams,
  useNotify,
  useRecordSelection,
  useRequireAccess,
  useSelectAll,
  useTranslate,
  type GetListResult,
  type ListControllerProps,
  type ListControllerResult,
  type RaRecord,
  type SortPayload,
} from 'react-admin';

const DEFAULT_MAX_RESULTS = 1000;
const DEFAULT_SORT = { field: 'id', order: 'ASC' as const };

/**
 * react-admin's list controller, with one change: a page whose request fails keeps its number.
 * react-admin's own controller reads "no data on page N" as "page N does not exist" and sends the
 * user to page 1, which for a failed request loads page 1 in its place and hides the failure. Here
 * the failure stays on screen on the page the user asked for, and "Try again" loads that page.
 * Everything else (URL or store sync, selection, select-all, auth checks, error toast) is
 * react-admin's, through its exported hooks.
 */
export function useEntityListController<R extends RaRecord = RaRecord>(
  props: ListControllerProps<R> & { resource: string },
): ListControllerResult<R> {
  const {
    debounce = 500,
    disableAuthentication = false,
    disableSyncWithLocation = false,
    exporter = defaultExporter,
    filter,
    filterDefaultValues,
    perPage = 10,
    queryOptions = {},
    sort = DEFAULT_SORT,
    storeKey,
    resource,
  } = props;
  const { meta, ...otherQueryOptions } = queryOptions;
  const { isPending: isPendingAuthenticated } = useAuthenticated({ enabled: !disableAuthentication });
  const { isPending: isPendingCanAccess } = useRequireAccess({
    action: 'list',
    resource,
    enabled: !disableAuthentication && !isPendingAuthenticated,
  });
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const [query, queryModifiers] = useListParams({
    debounce,
    disableSyncWithLocation,
    filterDefaultValues,
    perPage,
    resource,
    sort,
    storeKey,
  });
  const selectionKey = storeKey === false ? undefined : storeKey;
  const [selectedIds, selectionModifiers] = useRecordSelection<R>({
    resource,
    disableSyncWithStore: storeKey === false,
    storeKey: selectionKey,
  });
  const onUnselectItems = useCallback(
    (fromAllStoreKeys?: boolean) => selectionModifiers.unselect(selectedIds, fromAllStoreKeys),
    [selectedIds, selectionModifiers],
  );
  const filterValues = useMemo(() => ({ ...query.filter, ...filter }), [query.filter, filter]);
  // An order typed into the URL by hand ("sideways") sorts ascending rather than reaching the
  // server and the column headers as it is.
  const order: SortPayload['order'] = query.order === 'DESC' ? 'DESC' : 'ASC';
  const currentSort = useMemo(() => ({ field: query.sort, order }), [query.sort, order]);

  // A new search or filter ends the selection: records picked under the old one are no longer on
  // screen, and a bulk delete must not reach records the user cannot see.
  const filterKey = JSON.stringify(query.filterValues);
  const shownFilterKey = useRef(filterKey);
  useEffect(() => {
    if (shownFilterKey.current === filterKey) return;
    shownFilterKey.current = filterKey;
    if (selectedIds.length > 0) selectionModifiers.unselect(selectedIds);
  }, [filterKey, selectedIds, selectionModifiers]);
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
  } = useGetList<R>(
    resource,
    {
      pagination: { page: query.page, perPage: query.perPage },
      sort: currentSort,
      filter: filterValues,
      meta,
    },
    {
      enabled: (!isPendingAuthenticated && !isPendingCanAccess) || disableAuthentication,
      placeholderData: (previous?: GetListResult<R>) => previous,
      retry: false,
      onError: (e: Error) =>
        notify(e?.message || 'ra.notification.http_error', { type: 'error', messageArgs: { _: e?.message } }),
      ...otherQueryOptions,
    },
  );

  useEffect(() => {
    if (isPending) return;
    if (query.page <= 0) {
      queryModifiers.setPage(1);
      return;
    }
    // A failed request says nothing about whether the page exists: the user stays on it.
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
  const getData = useEvent(
    async ({ maxResults, meta: metaOverride }: { maxResults?: number; meta?: unknown } = {}) => {
      if (total === 0) return [];
      const limit = maxResults ?? total ?? DEFAULT_MAX_RESULTS;
      const result = await dataProvider.getList<R>(resource, {
        sort: currentSort,
        filter: filter ? { ...query.filterValues, ...filter } : query.filterValues,
        pagination: { page: 1, perPage: limit },
        meta: metaOverride ?? meta,
      });
      return result.data;
    },
  );

  const result = {
    sort: currentSort,
    data,
    meta: responseMeta,
    defaultTitle,
    displayedFilters: query.displayedFilters,
    error,
    exporter,
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
    getData,
    hasNextPage: pageInfo
      ? pageInfo.hasNextPage
      : total != null
        ? query.page * query.perPage < total
        : undefined,
    hasPreviousPage: pageInfo ? pageInfo.hasPreviousPage : query.page > 1,
  };
  // The result's union (pending, error, success) is decided by the query's own flags above.
  return result as ListControllerResult<R>;
}

/** react-admin's `ListBase` over {@link useEntityListController}. */
export function EntityListBase({
  children,
  ...props
}: ListControllerProps & { resource: string; children: ReactNode }) {
  const controller = useEntityListController(props);
  const isAuthPending = useIsAuthPending({ resource: props.resource, action: 'list' });
  return (
    <ResourceContextProvider value={props.resource}>
      {isAuthPending && !props.disableAuthentication ? (
        <Loading />
      ) : (
        <ListContextProvider value={controller}>{children}</ListContextProvider>
      )}
    </ResourceContextProvider>
  );
}
