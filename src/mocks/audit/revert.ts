import { canDo } from '@/engine';
import { find, patch, schemaOf } from '../db';
import { checkOf } from '../lib/access';
import { same, type AuditChange } from './changes';
import type { AuditEntry } from './log';
import {
  deleteCreatedRow,
  groupByRow,
  missingReference,
  recordedRow,
  restoreRow,
  type RowGroup,
} from './revert-rows';

export interface RevertOutcome {
  reverted: string[];
  skipped: { field: string; why: string }[];
}

/** A whole row undone is named as the record, or (a row of a cascade) by its type and id. */
const rowLabel = (entry: AuditEntry, group: RowGroup) =>
  group.entity === entry.entity && group.id === entry.record_id ? 'record' : `${group.entity} ${group.id}`;

/** Writes back one field's before value where it still holds the entry's after value. */
function revertField(change: AuditChange, request: Request): string | undefined {
  const schema = schemaOf(change.entity);
  const field = schema?.fields.find((f) => f.source === change.field);
  const row =
    change.record_id === null || change.record_id === undefined
      ? undefined
      : find(change.entity, change.record_id);
  if (!schema || !row) return 'the record no longer exists';
  if (change.before === null && change.after !== null && !(change.field in row))
    return 'the record no longer has this field';
  if (!canDo(schema, 'edit', checkOf(request), schemaOf)) return `you may not change ${schema.name}`;
  if (!field || field.readOnly || field.derived || field.lifecycle)
    return field?.lifecycle ? 'it changes only through its own actions' : 'the server sets it';
  if (!same(row[change.field], change.after)) return 'changed again since';
  patch(change.entity, row, { [change.field]: change.before ?? null });
  return undefined;
}

/**
 * Restores removed rows so that a row another restored row refers to goes back first (a cascade
 * removes children and parent in one write, in whatever order it ran).
 */
function restoreAll(groups: RowGroup[], request: Request, done: (group: RowGroup, why?: string) => void) {
  let pending = groups;
  while (pending.length > 0) {
    const waiting = (g: RowGroup) => {
      const schema = schemaOf(g.entity);
      const missing = schema && missingReference(schema, recordedRow(g));
      return !!missing && pending.some((p) => p !== g && p.entity === missing.entity && p.id === missing.id);
    };
    const ready = pending.filter((g) => !waiting(g));
    // A loop of references: each is tried, and refused for the row it names.
    const now = ready.length > 0 ? ready : pending;
    for (const group of now) done(group, restoreRow(group, request));
    pending = pending.filter((g) => !now.includes(g));
  }
}

/**
 * Undoes an entry (all of it, or the fields named; a whole row counts as its `id` field): field
 * changes are written back, removed rows restored with their ids, created rows deleted. Each only
 * where nothing has moved since; what cannot be undone is skipped and named, never forced.
 */
export function revertEntry(
  entry: AuditEntry,
  only: readonly string[] | undefined,
  request: Request,
): RevertOutcome {
  const outcome: RevertOutcome = { reverted: [], skipped: [] };
  const wanted = (field: string) => !only || only.includes(field);
  const groups = groupByRow(entry.changes);
  const done = (label: string, why: string | undefined) => {
    if (why) outcome.skipped.push({ field: label, why });
    else outcome.reverted.push(label);
  };
  const rowsMade = (made: RowGroup['made']) =>
    groups.filter((g) => g.made === made && (wanted('id') || wanted('record')));
  restoreAll(rowsMade('removed'), request, (g, why) => done(rowLabel(entry, g), why));
  for (const group of groups.filter((g) => g.made === 'updated'))
    for (const change of group.changes)
      if (wanted(change.field)) done(change.field, revertField(change, request));
  // Rows made last go first: a row made with its parent names that parent.
  for (const group of rowsMade('created').reverse())
    done(rowLabel(entry, group), deleteCreatedRow(group, request));
  return outcome;
}
