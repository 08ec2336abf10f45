import { canDo, type EntitySchema } from '@/engine';
import { allSchemas, find, reinsert, remove, rows, schemaOf } from '../db';
import { checkOf, visibleTo } from '../lib/access';
import { nextUpdatedAt, type Row } from '../lib/respond';
import { duplicateFields } from '../lib/validate';
import { same, type AuditChange } from './changes';

// Undoing a whole row: a removal is undone by putting the row back with its id and recorded
// values, a creation by deleting the row. Each is refused (a reason given) rather than forced, as
// a server with keys, unique indexes and foreign keys would refuse it.

/** The changes an entry made to one row, and whether it made or removed that row. */
export interface RowGroup {
  entity: string;
  id: string;
  changes: AuditChange[];
  made: 'created' | 'removed' | 'updated';
}

/** An entry's changes by row, in the order the write touched them. */
export function groupByRow(changes: readonly AuditChange[]): RowGroup[] {
  const groups = new Map<string, RowGroup>();
  for (const change of changes) {
    const id = change.record_id ?? '';
    const key = `${change.entity}:${id}`;
    let group = groups.get(key);
    if (!group) {
      group = { entity: change.entity, id, changes: [], made: 'updated' };
      groups.set(key, group);
    }
    group.changes.push(change);
    if (change.field !== 'id') continue;
    if ((change.before ?? null) === null && (change.after ?? null) !== null) group.made = 'created';
    if ((change.before ?? null) !== null && (change.after ?? null) === null) group.made = 'removed';
  }
  return [...groups.values()];
}

/** The row as the entry recorded it before its removal (fields left null were not recorded). */
export const recordedRow = (group: RowGroup): Row =>
  Object.fromEntries(group.changes.map((c) => [c.field, c.before ?? null]));

const referenceFields = (schema: EntitySchema) =>
  schema.fields.filter((f) => f.type === 'reference' && f.reference?.entity);

const holds = (value: unknown, id: string) =>
  Array.isArray(value)
    ? value.some((v) => String(v) === id)
    : value !== null && value !== undefined && String(value) === id;

/** A row the restored row names that is missing now (a parent deleted with it, or since). */
export function missingReference(schema: EntitySchema, row: Row): { entity: string; id: string } | undefined {
  for (const field of referenceFields(schema)) {
    const value = row[field.source];
    const target = field.reference?.entity;
    if (!target || value === null || value === undefined || Array.isArray(value)) continue;
    if (!find(target, String(value))) return { entity: target, id: String(value) };
  }
  return undefined;
}

/** Why a removed row cannot be put back, or undefined once it has been. */
export function restoreRow(group: RowGroup, request: Request): string | undefined {
  const schema = schemaOf(group.entity);
  if (!schema) return 'this kind of record no longer exists';
  if (find(group.entity, group.id)) return 'a record with this id exists again';
  if (schema.access.create === 'none') return `${schema.name} records cannot be created`;
  if (!canDo(schema, 'create', checkOf(request), schemaOf)) return `you may not create ${schema.name}`;
  const row = recordedRow(group);
  if (!visibleTo(schema, request)(row)) return 'it is outside your access';
  const taken = Object.keys(duplicateFields(schema, rows(group.entity), row));
  if (taken.length > 0) return `another record now has the same ${taken.join(', ').replace(/_/g, ' ')}`;
  const missing = missingReference(schema, row);
  if (missing) return `it refers to ${missing.entity} ${missing.id}, which no longer exists`;
  const stamped = schema.fields.some((f) => f.source === 'updated_at')
    ? { ...row, updated_at: nextUpdatedAt(undefined) }
    : row;
  reinsert(group.entity, stamped);
  return undefined;
}

/** Whether any row of any entity names this record through a reference field. */
function referredTo(entity: string, id: string): boolean {
  return allSchemas().some((schema) => {
    const fields = referenceFields(schema).filter((f) => f.reference?.entity === entity);
    return fields.length > 0 && rows(schema.name).some((r) => fields.some((f) => holds(r[f.source], id)));
  });
}

/**
 * Whether a created row differs from what its entry recorded: a field left empty at creation was
 * not recorded, so it counts as null; the bookkeeping stamp every write moves is not compared.
 */
function changedSince(group: RowGroup, row: Row): boolean {
  const made = new Map(group.changes.map((c) => [c.field, c.after]));
  const fields = new Set([...made.keys(), ...Object.keys(row)]);
  fields.delete('updated_at');
  return [...fields].some((field) => !same(row[field], made.get(field)));
}

/** Why a created row cannot be deleted again, or undefined once it has been. */
export function deleteCreatedRow(group: RowGroup, request: Request): string | undefined {
  const schema = schemaOf(group.entity);
  const row = find(group.entity, group.id);
  if (!schema || !row) return 'the record no longer exists';
  if (changedSince(group, row)) return 'changed again since';
  if (schema.access.delete === 'none') return `${schema.name} records cannot be deleted`;
  if (!canDo(schema, 'delete', checkOf(request), schemaOf)) return `you may not delete ${schema.name}`;
  if (!visibleTo(schema, request)(row)) return 'it is outside your access';
  if (referredTo(group.entity, group.id)) return 'other records refer to it';
  remove(group.entity, row);
  return undefined;
}
