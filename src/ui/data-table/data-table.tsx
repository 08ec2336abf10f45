import { Table, TableBody, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { DataTableHead } from './data-table-head';
import { DataTableRow } from './data-table-row';
import { StateRow } from './state-row';
import type { DataColumn, DataSelection, DataSort, RowIdProp, RowOpen, TableName } from './types';

interface DataTableBaseProps<T> {
  rows: readonly T[];
  columns: readonly DataColumn<T>[];
  /** The column and direction the rows are sorted by; the caller sorts (or asks the server to). */
  sort?: DataSort;
  onSortChange?: (sort: DataSort) => void;
  selection?: DataSelection<T>;
  rowOpen?: RowOpen<T>;
  /** The rows are on their way: a progress stands in for them. */
  loading?: boolean;
  /** Why the rows could not be read, in words; it stands in for them, above `onRetry`'s button. */
  error?: ReactNode;
  onRetry?: () => void;
  /**
   * What a table without rows says, across all its columns: `ra.navigation.no_results` unless
   * given; `null` leaves the body empty (the head alone says there is nothing, as in KitLink).
   */
  empty?: ReactNode;
  /** Rows light up under the pointer (they always do when they open). */
  hover?: boolean;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

export type DataTableProps<T> = DataTableBaseProps<T> & TableName & RowIdProp<T>;

const idOf = (row: unknown) => String((row as { id: string | number }).id);

/**
 * The console's table of records: headings, one row per record, and the states around them
 * (waiting, failed, empty). It draws rows as given; sorting and paging are the caller's.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { rows, columns, sort, onSortChange, selection, rowOpen, loading = false, error, onRetry } = props;
  const { hover = false, size = 'small', sx, label, labelledBy, caption } = props;
  const translate = useTranslate();
  // RowIdProp makes rowId required for rows without an id; the others are keyed by theirs.
  const rowId: (row: T) => string = (props as { rowId?: (row: T) => string }).rowId ?? idOf;
  const chosen = selection ? rows.filter((r) => selection.selected.has(rowId(r))).length : 0;
  const primary = rowOpen ? (columns.find((c) => c.primary) ?? columns[0])?.id : undefined;
  const failed = error != null && error !== false;
  const empty = props.empty === undefined ? translate('ra.navigation.no_results') : props.empty;
  const drawsRows = !failed && !loading && rows.length > 0;
  return (
    <Table
      size={size}
      sx={sx}
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-busy={loading || undefined}
    >
      {caption != null && <caption style={{ captionSide: 'top', textAlign: 'left' }}>{caption}</caption>}
      <DataTableHead
        columns={columns}
        sort={sort}
        onSortChange={onSortChange}
        selection={selection}
        chosen={chosen}
        total={rows.length}
      />
      <TableBody>
        {drawsRows &&
          rows.map((row) => {
            const id = rowId(row);
            return (
              <DataTableRow
                key={id}
                row={row}
                id={id}
                columns={columns}
                selection={selection}
                selected={selection?.selected.has(id) ?? false}
                open={rowOpen}
                primary={primary}
                hover={hover || rowOpen !== undefined}
              />
            );
          })}
        {!drawsRows && (failed || loading || empty !== null) && (
          <StateRow
            span={columns.length + (selection ? 1 : 0)}
            loading={loading}
            error={failed ? error : null}
            onRetry={onRetry}
            empty={empty}
          />
        )}
      </TableBody>
    </Table>
  );
}
