import type { FieldDef } from './types';

// A leading = + - @ (or tab/CR) makes spreadsheet apps run a cell as a formula; a quote defuses it.
const FORMULA_START = /^[=+\-@\t\r]/;

function cellText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return FORMULA_START.test(value) ? `'${value}` : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function quote(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 CSV of records: one column per field, header from the given labels. */
export function toCsv(
  fields: readonly Pick<FieldDef, 'source'>[],
  labels: readonly string[],
  rows: readonly Record<string, unknown>[],
): string {
  const header = ['id', ...labels].map(quote).join(',');
  const lines = rows.map((row) =>
    [row.id, ...fields.map((f) => row[f.source])].map((v) => quote(cellText(v))).join(','),
  );
  return [header, ...lines].join('\r\n');
}

export interface PageFetcher<R> {
  (page: number, perPage: number): Promise<{ data: R[]; total?: number }>;
}

/**
 * Reads a whole list page by page (never one giant request), stopping at the last page or at
 * `maxRows`; `onProgress` hears the running count so the screen can show it.
 */
export async function fetchAllPages<R>(
  fetchPage: PageFetcher<R>,
  {
    perPage,
    maxRows,
    onProgress,
  }: { perPage: number; maxRows: number; onProgress?: (count: number) => void },
): Promise<R[]> {
  const rows: R[] = [];
  for (let page = 1; rows.length < maxRows; page += 1) {
    const { data, total } = await fetchPage(page, perPage);
    rows.push(...data);
    onProgress?.(rows.length);
    if (data.length < perPage || (total !== undefined && rows.length >= total)) break;
  }
  return rows.slice(0, maxRows);
}
