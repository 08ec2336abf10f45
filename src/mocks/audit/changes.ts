import type { z } from '@/lib/zod';
import type { auditChange } from '@/contract/audit';
import type { RowChange } from '../db';
import type { Row } from '../lib/respond';

export type AuditChange = z.output<typeof auditChange>;

// Bookkeeping every write moves; recording it would bury what a person changed.
const NOISE = new Set(['updated_at']);

/** Equal as stored values, absent and null alike. */
export const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

const idOf = (row: Row | undefined): string | null => {
  const id = row?.id;
  return typeof id === 'number' || typeof id === 'string' ? String(id) : null;
};

/**
 * The field-by-field changes of a write's row changes: one row written several times counts from
 * its first before to its last after, and a row inserted then removed leaves nothing.
 */
export function fieldChanges(changes: readonly RowChange[]): AuditChange[] {
  const rows = new Map<string, { table: string; before?: Row; after?: Row }>();
  for (const change of changes) {
    const key = `${change.table}:${idOf(change.after ?? change.before) ?? ''}`;
    const known = rows.get(key);
    if (known) known.after = change.after;
    else rows.set(key, { table: change.table, before: change.before, after: change.after });
  }
  const out: AuditChange[] = [];
  for (const { table, before, after } of rows.values()) {
    if (!before && !after) continue;
    const recordId = idOf(after ?? before);
    const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
    for (const field of fields) {
      if (NOISE.has(field) || same(before?.[field], after?.[field])) continue;
      out.push({
        entity: table,
        record_id: recordId,
        field,
        before: before?.[field] ?? null,
        after: after?.[field] ?? null,
      });
    }
  }
  return out;
}
