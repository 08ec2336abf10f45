import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { formatNumber } from '@/i18n';
import type { ChartColumn, ChartRow } from './types';

interface ChartTableProps {
  caption: string;
  x: ChartColumn;
  series: readonly ChartColumn[];
  rows: readonly ChartRow[];
}

const cell = (v: string | number | undefined) => (typeof v === 'number' ? formatNumber(v) : (v ?? ''));

/** The chart's numbers as a table: one row per point, headed by its `x` value. */
export function ChartTable({ caption, x, series, rows }: ChartTableProps) {
  return (
    <TableContainer sx={{ maxHeight: 480 }}>
      <Table size="small" stickyHeader>
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: 0, fontWeight: 600 }}>
          {caption}
        </caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {x.label}
            </TableCell>
            {series.map((s) => (
              <TableCell key={s.key} component="th" scope="col" align="right">
                {s.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, i) => (
            <TableRow key={`${String(row[x.key])}-${i}`}>
              <TableCell component="th" scope="row">
                {cell(row[x.key])}
              </TableCell>
              {series.map((s) => (
                <TableCell key={s.key} align="right">
                  {cell(row[s.key])}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
