import type { useTranslate } from 'react-admin';
import { lookupEntity } from '@/engine';
import type { AuditEntry } from './history-api';

type Translate = ReturnType<typeof useTranslate>;
type Change = AuditEntry['changes'][number];

// An entry that made or removed its record shows it as the record's `id` going from nothing to
// the id (made) or back (removed); the server undoes such an entry as a whole record.

const idChange = (entry: AuditEntry): Change | undefined =>
  entry.changes.find(
    (c) => c.field === 'id' && !c.redacted && c.entity === entry.entity && c.record_id === entry.record_id,
  );

const empty = (v: unknown) => v === null || v === undefined;

/** Whether the entry created its record (revert deletes it). */
export function madeRecord(entry: AuditEntry): boolean {
  const c = idChange(entry);
  return !!c && empty(c.before) && !empty(c.after);
}

/** Whether the entry deleted its record (revert restores it). */
export function removedRecord(entry: AuditEntry): boolean {
  const c = idChange(entry);
  return !!c && !empty(c.before) && empty(c.after);
}

/**
 * The record an entry made or removed, as a person names it: its type, id and title as the entry
 * recorded them ("Site 12 “Leeds General”").
 */
export function recordName(translate: Translate, entry: AuditEntry): string {
  const entity = entry.entity ?? '';
  const type = translate(`resources.${entity}.name`, { smart_count: 1, _: entity });
  const titleField = lookupEntity(entity)?.recordTitle;
  const mine = entry.changes.filter((c) => c.entity === entity && c.record_id === entry.record_id);
  const title = mine.find((c) => c.field === titleField);
  const value = title ? (title.after ?? title.before) : undefined;
  const named = typeof value === 'string' || typeof value === 'number' ? ` “${String(value)}”` : '';
  return `${type} ${entry.record_id ?? ''}${named}`;
}
