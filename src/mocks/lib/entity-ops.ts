import type { EntitySchema } from '@/engine';
import { insert, patch, present, remove, rows, schemaOf } from '../db';
import { filterRows, listParams, pageOf, sortRows } from './query';
import { fail, ok, type Row } from './respond';
import { duplicateFields, invalidFields, writable } from './validate';

/**
 * `{data, meta:{total}}` for one page of an entity after filter, search and sort, of the rows
 * `visible` lets the requester see (their access scope).
 */
export function listResponse(
  name: string,
  raw: Record<string, unknown>,
  extraFilter: Row = {},
  visible: (row: Row) => boolean = () => true,
): Response {
  const schema = schemaOf(name);
  const p = listParams(raw);
  const derived = schema?.fields.some((f) => f.derived) ?? false;
  const stored = rows(name).filter(visible);
  const table = derived ? stored.map((r) => present(name, r)) : stored;
  const filtered = filterRows(schema, table, { ...p.filter, ...extraFilter }, p.q);
  const sorted = p.sort || p.order === 'desc' ? sortRows(filtered, p.sort, p.order) : filtered;
  const data = pageOf(sorted, p.page, p.pageSize).map((r) => present(name, r));
  return ok(data, { meta: { total: filtered.length, page: p.page, page_size: p.pageSize } });
}

function stamp(schema: EntitySchema | undefined, data: Row, creating: boolean): Row {
  const has = (s: string) => schema?.fields.some((f) => f.source === s) ?? false;
  const now = new Date().toISOString();
  return {
    ...data,
    ...(creating && has('created_at') ? { created_at: now } : {}),
    ...(has('updated_at') ? { updated_at: now } : {}),
  };
}

function rejected(
  schema: EntitySchema | undefined,
  table: readonly Row[],
  data: Row,
  creating: boolean,
  self?: Row,
) {
  const invalid = invalidFields(schema, data, creating);
  if (Object.keys(invalid).length > 0) return fail(422, 'The given data was invalid.', invalid);
  const taken = duplicateFields(schema, table, data, self);
  if (Object.keys(taken).length > 0)
    return fail(409, 'The given data conflicts with an existing record.', taken);
  return undefined;
}

export function createRecord(name: string, body: Row, defaults: Row = {}): Response {
  const schema = schemaOf(name);
  if (schema?.access.create === 'none') return fail(405, 'Method Not Allowed');
  const data = { ...defaults, ...writable(schema, body) };
  const error = rejected(schema, rows(name), data, true);
  if (error) return error;
  return ok(present(name, insert(name, stamp(schema, data, true))), { status: 201 });
}

export function updateRecord(name: string, row: Row, body: Row): Response {
  const schema = schemaOf(name);
  if (schema?.access.update === 'none') return fail(405, 'Method Not Allowed');
  const data = writable(schema, body);
  const error = rejected(schema, rows(name), data, false, row);
  if (error) return error;
  return ok(present(name, patch(name, row, stamp(schema, data, false))));
}

export function deleteRecord(name: string, row: Row): Response {
  if (schemaOf(name)?.access.delete === 'none') return fail(405, 'Method Not Allowed');
  remove(name, row);
  return ok(present(name, row));
}
