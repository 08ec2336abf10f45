import type { EntitySchema } from '@/engine';
import { insert, patch, present, remove, rows, schemaOf } from '../db';
import { filterRows, listParams, pageOf, sortRows } from './query';
import { fail, nextUpdatedAt, ok, versionConflict, type Row } from './respond';
import { duplicateFields, invalidFields, lifecycleFields, lifecycleStart, writable } from './validate';

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

function stamp(schema: EntitySchema | undefined, data: Row, previous?: Row): Row {
  const has = (s: string) => schema?.fields.some((f) => f.source === s) ?? false;
  const now = nextUpdatedAt(previous?.updated_at);
  return {
    ...data,
    ...(!previous && has('created_at') ? { created_at: now } : {}),
    ...(has('updated_at') ? { updated_at: now } : {}),
  };
}

const entityTags = (header: string) =>
  header.split(',').map((t) =>
    t
      .trim()
      .replace(/^W\//, '')
      .replace(/^"(.*)"$/, '$1'),
  );

/**
 * A write conditional on the version the client read (`If-Match: "<updated_at>"`) that the row has
 * moved on from. No header, `*`, or a row without `updated_at`: the write is unconditional.
 */
export function staleWrite(name: string, row: Row, ifMatch: string | null): Response | undefined {
  const version = row.updated_at;
  if (!ifMatch || ifMatch.trim() === '*' || typeof version !== 'string') return undefined;
  return entityTags(ifMatch).includes(version) ? undefined : versionConflict(present(name, row));
}

function rejected(
  schema: EntitySchema | undefined,
  table: readonly Row[],
  data: Row,
  creating: boolean,
  self?: Row,
) {
  const invalid = invalidFields(schema, data, creating, self);
  if (Object.keys(invalid).length > 0) return fail(422, 'The given data was invalid.', invalid);
  const taken = duplicateFields(schema, table, data, self);
  if (Object.keys(taken).length > 0)
    return fail(409, 'The given data conflicts with an existing record.', taken);
  return undefined;
}

export function createRecord(name: string, body: Row, defaults: Row = {}): Response {
  const schema = schemaOf(name);
  if (schema?.access.create === 'none') return fail(405, 'Method Not Allowed');
  const moved = lifecycleFields(schema, body, undefined);
  if (Object.keys(moved).length > 0) return fail(422, 'The given data was invalid.', moved);
  const data = { ...lifecycleStart(schema), ...defaults, ...writable(schema, body) };
  const error = rejected(schema, rows(name), data, true);
  if (error) return error;
  return ok(present(name, insert(name, stamp(schema, data))), { status: 201 });
}

/** Merges a partial body into the row, when the version the client read (if it says) is current. */
export function updateRecord(name: string, row: Row, body: Row, ifMatch: string | null = null): Response {
  const schema = schemaOf(name);
  if (schema?.access.update === 'none') return fail(405, 'Method Not Allowed');
  const stale = staleWrite(name, row, ifMatch);
  if (stale) return stale;
  const moved = lifecycleFields(schema, body, row);
  if (Object.keys(moved).length > 0) return fail(422, 'The given data was invalid.', moved);
  const data = writable(schema, body);
  const error = rejected(schema, rows(name), data, false, row);
  if (error) return error;
  return ok(present(name, patch(name, row, stamp(schema, data, row))));
}

export function deleteRecord(name: string, row: Row): Response {
  if (schemaOf(name)?.access.delete === 'none') return fail(405, 'Method Not Allowed');
  remove(name, row);
  return ok(present(name, row));
}
