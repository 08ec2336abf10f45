import '../texts';
import { Link } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable as SharedTable, type DataColumn, type DataSelection } from '@/ui';

/** A column of a KitLink table: its heading is `kitlink.column.<id>`. */
export interface Column<T> {
  id: string;
  cell: (row: T) => ReactNode;
}

interface Selection {
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: (select: boolean) => void;
  /** Names a row in its checkbox's accessible name. */
  rowLabel: (id: string) => string;
}

interface DataTableProps<T extends { id: number | string }> {
  rows: readonly T[];
  label: string;
  columns: readonly Column<T>[];
  selection?: Selection;
}

/**
 * The table every KitLink list is drawn with (the console's shared one, headed by KitLink's
 * column names); with `selection`, each row has a checkbox. An empty list shows its head alone.
 */
export function DataTable<T extends { id: number | string }>({
  rows,
  label,
  columns,
  selection,
}: DataTableProps<T>) {
  const translate = useTranslate();
  // Kept while the columns are: rows are memoised, and a scan at the lab changes one kit of many.
  const headed = useMemo(
    () => columns.map((c): DataColumn<T> => ({ ...c, header: translate(`kitlink.column.${c.id}`) })),
    [columns, translate],
  );
  const boxes = useMemo(
    (): DataSelection<T> | undefined =>
      selection && {
        ...selection,
        allLabel: translate('kitlink.select_all'),
        rowLabel: (row) => selection.rowLabel(String(row.id)),
      },
    [selection, translate],
  );
  return <SharedTable rows={rows} label={label} columns={headed} selection={boxes} empty={null} hover />;
}

/** A link to another KitLink or console page, or nothing when the reference is missing. */
export function RefLink({ to, children }: { to: string | null; children: ReactNode }) {
  if (to === null) return null;
  return (
    <Link component={RouterLink} to={to}>
      {children}
    </Link>
  );
}
