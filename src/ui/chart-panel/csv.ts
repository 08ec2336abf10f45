import Papa from 'papaparse';
import type { ChartColumn, ChartRow } from './types';

/**
 * The table as CSV: a header row of the column labels, then one row per data row. Cells that a
 * spreadsheet would run as a formula (starting =, +, -, @) are escaped.
 */
export function chartCsv(x: ChartColumn, series: readonly ChartColumn[], rows: readonly ChartRow[]): string {
  const columns = [x, ...series];
  return Papa.unparse(
    {
      fields: columns.map((c) => c.label),
      data: rows.map((row) => columns.map((c) => row[c.key] ?? '')),
    },
    { escapeFormulae: true, newline: '\r\n' },
  );
}

export function csvFileName(name: string): string {
  return /\.csv$/i.test(name) ? name : `${name}.csv`;
}

/** Hands the CSV to the browser as a download; the object URL is released right after. */
export function downloadCsv(fileName: string, csv: string): void {
  // A byte order mark so spreadsheet programs read the file as UTF-8.
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = csvFileName(fileName);
  link.click();
  URL.revokeObjectURL(url);
}
