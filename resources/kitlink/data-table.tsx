import './texts';
import { Checkbox, Link, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { memo, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

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

/** The table every KitLink list is drawn with; with `selection`, each row has a checkbox. */
export function DataTable<T extends { id: number | string }>({
  rows,
  label,
  columns,
  selection,
}: DataTableProps<T>) {
  const translate = useTranslate();
  const chosen = selection ? rows.filter((r) => selection.selected.has(String(r.id))).length : 0;
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {selection && (
            <TableCell padding="checkbox">
              <Checkbox
                checked={rows.length > 0 && chosen === rows.length}
                indeterminate={chosen > 0 && chosen < rows.length}
                onChange={(e) => selection.onToggleAll(e.target.checked)}
                slotProps={{ input: { 'aria-label': translate('kitlink.select_all') } }}
              />
            </TableCell>
          )}
          {columns.map((c) => (
            <TableCell key={c.id}>{translate(`kitlink.column.${c.id}`)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <DataRow
            key={row.id}
            row={row}
            columns={columns}
            selection={selection}
            selected={selection?.selected.has(String(row.id)) ?? false}
          />
        ))}
      </TableBody>
    </Table>
  );
}

interface DataRowProps<T> {
  row: T;
  columns: readonly Column<T>[];
  selection: Selection | undefined;
  selected: boolean;
}

/**
 * One row, drawn again only when its own data changes: a scan at the lab changes one kit of a
 * packing list of hundreds, and the rest stay as they are.
 */
const DataRow = memo(function DataRow<T extends { id: number | string }>({
  row,
  columns,
  selection,
  selected,
}: DataRowProps<T>) {
  return (
    <TableRow hover selected={selected}>
      {selection && (
        <TableCell padding="checkbox">
          <Checkbox
            checked={selected}
            onChange={() => selection.onToggle(String(row.id))}
            slotProps={{ input: { 'aria-label': selection.rowLabel(String(row.id)) } }}
          />
        </TableCell>
      )}
      {columns.map((c) => (
        <TableCell key={c.id}>{c.cell(row)}</TableCell>
      ))}
    </TableRow>
  );
}) as <T extends { id: number | string }>(props: DataRowProps<T>) => ReactNode;

/** A link to another KitLink or console page, or nothing when the reference is missing. */
export function RefLink({ to, children }: { to: string | null; children: ReactNode }) {
  if (to === null) return null;
  return (
    <Link component={RouterLink} to={to}>
      {children}
    </Link>
  );
}
