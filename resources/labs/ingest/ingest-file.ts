import '../texts';
import Papa from 'papaparse';
import type { SourceRow } from './ingest-types';

export interface ParsedFile {
  name: string;
  headers: string[];
  rows: SourceRow[];
}

const cellText = (v: unknown): string =>
  v === null || v === undefined
    ? ''
    : typeof v === 'object'
      ? JSON.stringify(v)
      : String(v as string | number | boolean);

/** A JSON file: an array of flat objects, or `{ "rows": [...] }`. */
async function parseJson(file: File): Promise<ParsedFile> {
  const data: unknown = JSON.parse(await file.text());
  const list: unknown[] = Array.isArray(data)
    ? data
    : Array.isArray((data as { rows?: unknown })?.rows)
      ? (data as { rows: unknown[] }).rows
      : [];
  const objects = list.filter(
    (x): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x),
  );
  if (objects.length === 0) throw new Error('labs.ingest.file_empty');
  const headers = [...new Set(objects.flatMap((o) => Object.keys(o)))];
  const rows = objects.map((o, i) => ({
    row: i + 1,
    cells: Object.fromEntries(headers.map((h) => [h, cellText(o[h])])),
  }));
  return { name: file.name, headers, rows };
}

/** A CSV file read in chunks (papaparse streams it), so a large one never blocks the page. */
function parseCsv(file: File, onProgress: (rows: number) => void): Promise<ParsedFile> {
  return new Promise((resolve, reject) => {
    const rows: SourceRow[] = [];
    let headers: string[] = [];
    Papa.parse<Record<string, string>>(file, {
      header: true,
      skipEmptyLines: 'greedy',
      transformHeader: (h) => h.trim(),
      chunkSize: 256 * 1024,
      chunk: (results) => {
        headers = results.meta.fields ?? headers;
        for (const cells of results.data) rows.push({ row: rows.length + 1, cells });
        onProgress(rows.length);
      },
      complete: () =>
        rows.length
          ? resolve({ name: file.name, headers, rows })
          : reject(new Error('labs.ingest.file_empty')),
      error: (error) => reject(error),
    });
  });
}

export function parseFile(file: File, onProgress: (rows: number) => void): Promise<ParsedFile> {
  return /\.json$/i.test(file.name) || file.type === 'application/json'
    ? parseJson(file)
    : parseCsv(file, onProgress);
}

/** Some rows of the file again as CSV, with a last column saying why each is here. */
export function rowsAsCsv(
  file: ParsedFile,
  reasons: ReadonlyMap<number, string>,
  reasonHeader: string,
): string {
  const data = file.rows
    .filter((r) => reasons.has(r.row))
    .map((r) => [...file.headers.map((h) => r.cells[h] ?? ''), reasons.get(r.row) ?? '']);
  return Papa.unparse({ fields: [...file.headers, reasonHeader], data });
}

export function download(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  URL.revokeObjectURL(url);
}
