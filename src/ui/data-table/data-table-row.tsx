import { Checkbox, Link, TableCell, TableRow } from '@mui/material';
import { memo, type MouseEvent, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { DataColumn, DataSelection, RowOpen } from './types';

interface DataTableRowProps<T> {
  row: T;
  id: string;
  columns: readonly DataColumn<T>[];
  selection: DataSelection<T> | undefined;
  selected: boolean;
  open: RowOpen<T> | undefined;
  /** The column whose cell holds the row's link or button. */
  primary: string | undefined;
  hover: boolean;
}

/** A click that lands on a control of its own (a link, button, checkbox, select) is that control's. */
const INTERACTIVE = 'a, button, input, select, textarea, label, [role="button"], [role="combobox"]';

/** The row's link or button, around what the primary column shows: what a keyboard reaches. */
function Opener<T>({ row, open, children }: { row: T; open: RowOpen<T>; children: ReactNode }) {
  if ('href' in open)
    return (
      <Link component={RouterLink} to={open.href(row)}>
        {children}
      </Link>
    );
  return (
    <Link component="button" type="button" onClick={() => open.onClick(row)}>
      {children}
    </Link>
  );
}

/**
 * One row, drawn again only when its own props change: when a list of hundreds changes one row,
 * the rest stay as they are (given columns and handlers the caller keeps stable).
 */
export const DataTableRow = memo(function DataTableRow<T>({
  row,
  id,
  columns,
  selection,
  selected,
  open,
  primary,
  hover,
}: DataTableRowProps<T>) {
  const navigate = useNavigate();
  // The mouse may click anywhere on the row; the opener in the primary cell is the accessible way.
  const onClick = open
    ? (e: MouseEvent<HTMLTableRowElement>) => {
        if (e.target instanceof Element && e.target.closest(INTERACTIVE)) return;
        if ('href' in open) void navigate(open.href(row));
        else open.onClick(row);
      }
    : undefined;
  return (
    <TableRow
      hover={hover}
      selected={selected}
      onClick={onClick}
      sx={open ? { cursor: 'pointer' } : undefined}
    >
      {selection && (
        <TableCell padding="checkbox">
          <Checkbox
            checked={selected}
            onChange={() => selection.onToggle(id)}
            slotProps={{ input: { 'aria-label': selection.rowLabel(row) } }}
          />
        </TableCell>
      )}
      {columns.map((c) => (
        <TableCell
          key={c.id}
          align={c.align}
          lang={c.lang}
          sx={c.cellSx}
          {...(c.rowHeader ? { component: 'th', scope: 'row' } : {})}
        >
          {open && c.id === primary ? (
            <Opener row={row} open={open}>
              {c.cell(row)}
            </Opener>
          ) : (
            c.cell(row)
          )}
        </TableCell>
      ))}
    </TableRow>
  );
}) as <T>(props: DataTableRowProps<T>) => ReactNode;
