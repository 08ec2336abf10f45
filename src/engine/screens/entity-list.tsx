import {
  CreateButton,
  DatagridBody,
  DatagridConfigurable,
  FilterButton,
  ListView,
  BulkActionsToolbar,
  SelectAllButton,
  TopToolbar,
  useListContext,
  useTranslate,
} from 'react-admin';
import { formatNumber } from '@/i18n';
import { Box } from '@mui/material';
import { useEffect, useRef, type ReactNode } from 'react';
import type { EntitySchema, FieldDef } from '../types';
import { displayCells } from '../widgets/display-cells';
import { LIST_CELL_STYLES } from '../widgets/list-cells';
import { ListReferencesProvider } from '../widgets/list-references';
import { HeldRows } from './held-rows';
import { useReferenceAccess } from '../widgets/reference-access';
import { AccessDenied } from './access-denied';
import { ListTabTitle } from './tab-title';
import { ColumnChooserButton } from './column-chooser';
import { ExportAllButton } from './export-button';
import { filtersFor } from './list-filters';
import { hasSensitiveParams, listStoreKey } from './list-query';
import { EntityBulkDeleteButton } from './bulk-delete-button';
import { EntityListBase } from './list-controller';
import { ListLoadError, ListPagination } from './list-load-error';
import { LinkRow, LIST_ROW_STYLES, type RowLink } from './list-row';
import { useScope } from './scope';
import { useEntityAccess } from './use-entity-access';

export interface EntityListPageProps {
  schema: EntitySchema;
  /** Where a row leads, for lists mounted on custom paths; default the resource's show route. */
  rowLink?: RowLink;
  /**
   * Conditions a custom page adds to the list's own filters (a query built beside the list, say),
   * kept out of the URL and the filter form; the export follows them too.
   */
  filter?: Record<string, unknown>;
  /** Shown above the table, after the page's heading and inside the list's context. */
  children?: ReactNode;
  /** A custom page's own actions on the selected rows, before the delete the schema may allow. */
  bulkActions?: ReactNode;
}

/**
 * A wide table scrolls sideways inside its own frame, so on a narrow window the toolbar (filters,
 * create, columns, export) stays on screen instead of the whole page scrolling.
 */
const LIST_FRAME_STYLES = {
  minWidth: 0,
  '& .RaList-main, & .RaList-content': { minWidth: 0 },
  // The table alone scrolls: the bulk-actions bar above it overlaps the toolbar and must not be
  // clipped by a scrolling frame.
  '& .RaDatagrid-tableWrapper': { overflowX: 'auto' },
  // With nothing selected the bulk-actions bar is folded away: its buttons leave the Tab order
  // and the accessibility tree too, so no hidden "Delete" can be reached.
  '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' },
} as const;

/** Page sizes offered under every list; 500 lets staff scan a large set without paging. */
const ROWS_PER_PAGE = [25, 50, 100, 250, 500];

/**
 * A page size typed into the URL by hand (`perPage=10`, `perPage=100000`) becomes the list's own:
 * the rows-per-page select can only show the sizes it offers.
 */
function OfferedPageSize({ offered, fallback }: { offered: readonly number[]; fallback: number }) {
  const { perPage, setPerPage } = useListContext();
  useEffect(() => {
    if (!offered.includes(perPage)) setPerPage(fallback);
  }, [perPage, setPerPage, offered, fallback]);
  return null;
}

/**
 * A new search or filter ends the selection: records picked under the old one are no longer on
 * screen, and a bulk delete must not reach records the user cannot see.
 */
function EndSelectionOnNewFilter() {
  const { filterValues, selectedIds, onUnselectItems } = useListContext();
  const filterKey = JSON.stringify(filterValues);
  const shownFilterKey = useRef(filterKey);
  useEffect(() => {
    if (shownFilterKey.current === filterKey) return;
    shownFilterKey.current = filterKey;
    if (selectedIds.length > 0) onUnselectItems();
  }, [filterKey, selectedIds, onUnselectItems]);
  return null;
}

/** How many records "Select all" reads at most (react-admin's default). */
const SELECT_ALL_LIMIT = 250;

/**
 * react-admin's "Select all" selects at most 250 records. When the list holds more, the button says
 * so ("Select the first 250") instead of suggesting it took them all.
 */
function SelectAllUpTo() {
  const { total } = useListContext();
  const translate = useTranslate();
  const capped = total != null && total > SELECT_ALL_LIMIT;
  return (
    <SelectAllButton
      limit={SELECT_ALL_LIMIT}
      label={
        capped
          ? translate('engine.bulk_delete.select_first', { limit: formatNumber(SELECT_ALL_LIMIT) })
          : 'ra.action.select_all_button'
      }
    />
  );
}

/**
 * While a new search, filter, sort or page is on its way, the rows of the previous one stay on
 * screen (no flash of an empty table) but are dimmed and marked busy, so they are not read as the
 * answer to what is now in the search box.
 */
function StaleRows({ children }: { children: ReactNode }) {
  const { isPlaceholderData, isFetching, isPending } = useListContext();
  const stale = Boolean(isPlaceholderData && isFetching);
  // Before its first rows the table is react-admin's skeleton (grey bars, unlabelled checkboxes):
  // nothing to read or reach, so it is inert (out of the accessibility tree and the Tab order)
  // while the region says it is busy.
  return (
    <Box aria-busy={stale || isPending} sx={{ opacity: stale ? 0.45 : 1, transition: 'opacity 150ms' }}>
      <Box inert={isPending || undefined}>{children}</Box>
    </Box>
  );
}

/**
 * The fields a list can show: the schema's `list.columns` first, in that order, then the fields
 * the column chooser offers, in field order.
 */
export function listFields(schema: EntitySchema): FieldDef[] {
  const { columns } = schema.list;
  const rank = (source: string) => {
    const i = columns.indexOf(source);
    return i === -1 ? columns.length : i;
  };
  return schema.fields.filter((f) => f.views.list).sort((a, b) => rank(a.source) - rank(b.source));
}

/** A schema's list: server-side paging, sorting, filters and search; column chooser; CSV export. */
export function EntityListPage({
  schema,
  rowLink,
  filter: extra,
  children,
  bulkActions,
}: EntityListPageProps) {
  const access = useEntityAccess(schema);
  const scope = useScope(schema);
  const seen = useReferenceAccess();
  if (!access.list) return <AccessDenied />;

  const listed = listFields(schema);
  const omit = listed.map((f) => f.source).filter((s) => !schema.list.columns.includes(s));
  const inMemory = hasSensitiveParams(schema);
  // A field the user's scope fixes is not offered as a filter: the list would ignore its value.
  const filters = filtersFor(schema, scope, seen);
  const preferenceKey = `${schema.name}.datagrid`;
  const bulkDelete = access.delete && schema.list.bulkDelete;
  const bulk =
    bulkActions || bulkDelete ? (
      <>
        {bulkActions}
        {bulkDelete && <EntityBulkDeleteButton />}
      </>
    ) : null;
  const pageSizes = [...new Set([schema.list.perPage, ...ROWS_PER_PAGE])].sort((a, b) => a - b);
  const fixed = extra ? { ...extra, ...scope } : scope;

  return (
    <EntityListBase
      resource={schema.name}
      sort={schema.list.sort}
      perPage={schema.list.perPage}
      filter={fixed}
      disableSyncWithLocation={inMemory}
      // Lists whose filters may hold participant data keep their parameters out of the URL, in the
      // in-memory store: Back from a record returns to the same page, sort and filter.
      storeKey={inMemory ? listStoreKey(schema) : undefined}
    >
      <ListTabTitle />
      <OfferedPageSize offered={pageSizes} fallback={schema.list.perPage} />
      <EndSelectionOnNewFilter />
      {children}
      <ListView
        sx={LIST_FRAME_STYLES}
        filters={filters.length ? filters : undefined}
        pagination={<ListPagination rowsPerPageOptions={pageSizes} />}
        error={<ListLoadError />}
        actions={
          <TopToolbar>
            {filters.length > 0 && <FilterButton disableSaveQuery={inMemory} />}
            {access.create && <CreateButton />}
            <ColumnChooserButton preferenceKey={preferenceKey} />
            {access.export && <ExportAllButton schema={schema} scope={fixed} preferenceKey={preferenceKey} />}
          </TopToolbar>
        }
      >
        <ListReferencesProvider fields={listed.filter((f) => !omit.includes(f.source))}>
          <HeldRows>
            <StaleRows>
              <DatagridConfigurable
                preferenceKey={preferenceKey}
                sx={[LIST_CELL_STYLES, LIST_ROW_STYLES]}
                omit={omit}
                rowClick={false}
                body={<DatagridBody row={<LinkRow rowLink={rowLink} />} />}
                bulkActionButtons={bulk ?? false}
                bulkActionsToolbar={
                  bulk ? (
                    <BulkActionsToolbar selectAllButton={<SelectAllUpTo />}>{bulk}</BulkActionsToolbar>
                  ) : undefined
                }
              >
                {displayCells(schema, listed, 'list')}
              </DatagridConfigurable>
            </StaleRows>
          </HeldRows>
        </ListReferencesProvider>
      </ListView>
    </EntityListBase>
  );
}
