import { Typography } from '@mui/material';
import { useId } from 'react';
import { DataTable, type Column } from './data-table';

interface TableSectionProps<T extends { id: number | string }> {
  heading: string;
  rows: readonly T[];
  columns: readonly Column<T>[];
}

/** A titled list on a detail page; the heading names its table. */
export function TableSection<T extends { id: number | string }>({
  heading,
  rows,
  columns,
}: TableSectionProps<T>) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h2">
        {heading}
      </Typography>
      <DataTable rows={rows} label={heading} columns={columns} />
    </section>
  );
}
