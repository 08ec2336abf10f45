import type { SxProps, Theme } from '@mui/material';
import type { ReactNode } from 'react';

/** One column: its heading, and what each row shows in it. */
export interface DataColumn<T> {
  /** The column's key, and the field a sort by it asks for. */
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  align?: 'left' | 'center' | 'right';
  /** Its heading sorts the table, when the table is given `sort` and `onSortChange`. */
  sortable?: boolean;
  /** Its cells name their rows (`<th scope="row">`), as a first column of names or keys does. */
  rowHeader?: boolean;
  /** The language of its cells where it is not the page's, as in a column per locale. */
  lang?: string;
  /** Styles its body cells (width, wrapping); the heading keeps the table's style. */
  cellSx?: SxProps<Theme>;
  /** Holds the row's link or button when rows open (`rowOpen`); the first column does by default. */
  primary?: boolean;
}

export type SortOrder = 'asc' | 'desc';

/** The column the rows are sorted by, and which way. */
export interface DataSort {
  field: string;
  order: SortOrder;
}

/** Row checkboxes: the caller keeps the selected ids and names the boxes. */
export interface DataSelection<T> {
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: (select: boolean) => void;
  /** The select-all checkbox's accessible name. */
  allLabel: string;
  /** A row checkbox's accessible name, which names its row. */
  rowLabel: (row: T) => string;
}

/**
 * What opening a row does: follow a link or run an action. The primary column's cell holds a real
 * link or button for keyboards and screen readers; a click elsewhere on the row does the same.
 */
export type RowOpen<T> = { href: (row: T) => string } | { onClick: (row: T) => void };

/** A table is named by exactly one of an aria-label, the id of a visible heading, or a caption. */
export type TableName =
  | { label: string; labelledBy?: never; caption?: never }
  | { label?: never; labelledBy: string; caption?: never }
  | { label?: never; labelledBy?: never; caption: ReactNode };

/** Rows with an `id` are keyed by it; any other row needs `rowId` (a union of rows is one type). */
export type RowIdProp<T> = [T] extends [{ id: string | number }]
  ? { rowId?: (row: T) => string }
  : { rowId: (row: T) => string };
