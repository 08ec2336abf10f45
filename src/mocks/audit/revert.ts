import { canDo } from '@/engine';
import { find, patch, schemaOf } from '../db';
import { checkOf } from '../lib/access';
import { same } from './changes';
import type { AuditEntry } from './log';

export interface RevertOutcome {
  reverted: string[];
  skipped: { field: string; why: string }[];
}

/**
 * Writes back the before values of an entry's field changes (all, or those named), each only
 * where the field still holds the entry's after value: a field changed again since is skipped
 * and named, never overwritten. Creations and removals are not undone here.
 */
export function revertEntry(
  entry: AuditEntry,
  only: readonly string[] | undefined,
  request: Request,
): RevertOutcome {
  const outcome: RevertOutcome = { reverted: [], skipped: [] };
  const check = checkOf(request);
  for (const change of entry.changes) {
    if (only && !only.includes(change.field)) continue;
    const schema = schemaOf(change.entity);
    const field = schema?.fields.find((f) => f.source === change.field);
    const row =
      change.record_id === null || change.record_id === undefined
        ? undefined
        : find(change.entity, change.record_id);
    const skip = (why: string) => outcome.skipped.push({ field: change.field, why });
    if (!schema || !row) skip('the record no longer exists');
    else if (change.before === null && change.after !== null && !(change.field in row))
      skip('the record no longer has this field');
    else if (!canDo(schema, 'edit', check, schemaOf)) skip(`you may not change ${schema.name}`);
    else if (!field || field.readOnly || field.derived || field.lifecycle)
      skip(field?.lifecycle ? 'it changes only through its own actions' : 'the server sets it');
    else if (!same(row[change.field], change.after)) skip('changed again since');
    else {
      patch(change.entity, row, { [change.field]: change.before ?? null });
      outcome.reverted.push(change.field);
    }
  }
  return outcome;
}
