import { Checkbox, TableCell, TableHead, TableRow, TableSortLabel } from '@mui/material';
import type { DataColumn, DataSelection, DataSort } from './types';

interface DataTableHeadProps<T> {
  columns: readonly DataColumn<T>[];
  sort: DataSort | undefined;
  onSortChange: ((sort: DataSort) => void) | undefined;
  selection: DataSelection<T> | undefined;
  /** How many of the rows shown are selected, and how many there are, for select-all. */
  chosen: number;
  total: number;
}

/** A heading sorts one way, then the other; another heading starts again from ascending. */
const nextSort = (sort: DataSort | undefined, field: string): DataSort =>
  sort?.field === field ? { field, order: sort.order === 'asc' ? 'desc' : 'asc' } : { field, order: 'asc' };

/**
 * The headings, with select-all before them when rows are selectable. The sorted column's cell
 * carries `aria-sort` (MUI sets it from `sortDirection`), so a screen reader says which way it runs.
 */
export function DataTableHead<T>({
  columns,
  sort,
  onSortChange,
  selection,
  chosen,
  total,
}: DataTableHeadProps<T>) {
  return (
    <TableHead>
      <TableRow>
        {selection && (
          <TableCell padding="checkbox">
            <Checkbox
              checked={total > 0 && chosen === total}
              indeterminate={chosen > 0 && chosen < total}
              onChange={(e) => selection.onToggleAll(e.target.checked)}
              slotProps={{ input: { 'aria-label': selection.allLabel } }}
            />
          </TableCell>
        )}
        {columns.map((c) => {
          const active = sort?.field === c.id;
          const sorts = c.sortable === true && onSortChange !== undefined;
          return (
            <TableCell key={c.id} align={c.align} sortDirection={sorts && active ? sort.order : false}>
              {sorts ? (
                <TableSortLabel
                  active={active}
                  direction={active ? sort.order : 'asc'}
                  onClick={() => onSortChange(nextSort(sort, c.id))}
                >
                  {c.header}
                </TableSortLabel>
              ) : (
                c.header
              )}
            </TableCell>
          );
        })}
      </TableRow>
    </TableHead>
  );
}
