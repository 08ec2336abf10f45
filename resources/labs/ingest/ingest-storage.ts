/**
 * What survives a reload of an ingestion: counts and row numbers only. Row values never go into
 * storage, since some targets (patients) hold health and contact data.
 */
export interface IngestRecord {
  entity: string;
  rows: number;
  sent: number;
  created: number;
  failedRows: number[];
  skipped: number;
  finished: boolean;
  at: string;
}

const KEY = 'rc-labs-ingestion';

export function saveRecord(record: IngestRecord, storage: Storage = sessionStorage): void {
  storage.setItem(KEY, JSON.stringify(record));
}

export function clearRecord(storage: Storage = sessionStorage): void {
  storage.removeItem(KEY);
}

function isRecord(v: unknown): v is IngestRecord {
  if (typeof v !== 'object' || v === null) return false;
  const r = v as Record<string, unknown>;
  return (
    typeof r.entity === 'string' &&
    typeof r.rows === 'number' &&
    typeof r.sent === 'number' &&
    typeof r.created === 'number' &&
    Array.isArray(r.failedRows) &&
    r.failedRows.every((n) => typeof n === 'number') &&
    typeof r.finished === 'boolean'
  );
}

/** An ingestion a reload interrupted, if one was under way. */
export function interruptedRecord(storage: Storage = sessionStorage): IngestRecord | null {
  try {
    const saved: unknown = JSON.parse(storage.getItem(KEY) ?? 'null');
    return isRecord(saved) && !saved.finished ? saved : null;
  } catch {
    return null;
  }
}
