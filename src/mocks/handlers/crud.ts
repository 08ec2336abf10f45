import type { EntitySchema } from '@/engine';
import { http } from 'msw';
import { find, idMatcher, present, resolvePath, rows } from '../db';
import { outsideScope, refused, visibleTo } from '../lib/access';
import { createRecord, deleteRecord, listResponse, updateRecord } from '../lib/entity-ops';
import { pageOf, parseSearch, sortRows } from '../lib/query';
import { fail, notFound, ok, readData, type Row } from '../lib/respond';

const SEARCH_LIMIT = 25;

function segmentsOf(url: URL): string[] | undefined {
  try {
    return url.pathname
      .replace(/^\/api\/?/, '')
      .split('/')
      .filter(Boolean)
      .map(decodeURIComponent);
  } catch {
    return undefined;
  }
}

/** `GET /{endpoint}/by/{field}/{value}`: ids comma separated (getMany, in the order asked); paged when asked. */
function byField(
  schema: EntitySchema,
  field: string,
  value: string,
  raw: Record<string, unknown>,
  visible: (row: Row) => boolean,
): Response {
  const name = schema.name;
  let found: Row[];
  if (field === 'id') {
    found = value
      .split(',')
      .map((id) => rows(name).find(idMatcher(name, id)))
      .filter((r): r is Row => r !== undefined && visible(r));
  } else {
    found = rows(name).filter(
      (r) =>
        visible(r) &&
        (Array.isArray(r[field])
          ? (r[field] as unknown[]).map(String).includes(value)
          : String(r[field]) === value),
    );
  }
  if (raw.page === undefined)
    return ok(
      found.map((r) => present(name, r)),
      { meta: { total: found.length } },
    );
  const sorted =
    typeof raw.sort === 'string' ? sortRows(found, raw.sort, raw.order === 'desc' ? 'desc' : 'asc') : found;
  const size = Math.min(Number(raw.page_size) || 25, 1000);
  const page = pageOf(sorted, Number(raw.page) || 1, size).map((r) => present(name, r));
  return ok(page, { meta: { total: found.length } });
}

/** `GET /z/{endpoint}/search?{field}=`: reference pickers; values starting with the text come first. */
function referenceSearch(
  schema: EntitySchema,
  raw: Record<string, unknown>,
  visible: (row: Row) => boolean,
): Response {
  const field = Object.keys(raw).find((k) => k === 'id' || schema.fields.some((f) => f.source === k));
  const needle = field ? String(raw[field]).trim().toLowerCase() : '';
  const text = (r: Row) => (field ? String(r[field] ?? '').toLowerCase() : '');
  const hits = rows(schema.name).filter((r) => visible(r) && text(r).includes(needle));
  const ranked = needle
    ? [...hits.filter((r) => text(r).startsWith(needle)), ...hits.filter((r) => !text(r).startsWith(needle))]
    : hits;
  return ok(ranked.slice(0, SEARCH_LIMIT).map((r) => present(schema.name, r)));
}

async function onItem(schema: EntitySchema, id: string, request: Request): Promise<Response> {
  const row = find(schema.name, id);
  if (!row) return notFound(schema.name);
  const hidden = outsideScope(schema, request, row);
  if (hidden) return hidden;
  if (request.method === 'GET') return ok(present(schema.name, row));
  if (request.method === 'PUT' || request.method === 'PATCH') {
    const data = await readData(request);
    const denied = refused(schema, request, 'edit') ?? outsideScope(schema, request, { ...row, ...data });
    return denied ?? updateRecord(schema.name, row, data, request.headers.get('If-Match'));
  }
  if (request.method === 'DELETE')
    return refused(schema, request, 'delete') ?? deleteRecord(schema.name, row);
  return fail(405, 'Method Not Allowed');
}

async function onCreate(schema: EntitySchema, request: Request): Promise<Response> {
  const data = await readData(request);
  const denied = refused(schema, request, 'create') ?? outsideScope(schema, request, data);
  return denied ?? createRecord(schema.name, data);
}

/**
 * The generic data contract for every entity of the registry. Last in the chain: a path that names
 * no entity gets no response here, so MSW reports it as unhandled instead of it passing silently.
 */
export const crudHandlers = [
  http.all('/api/*', async ({ request }) => {
    const url = new URL(request.url);
    const segments = segmentsOf(url);
    if (!segments) return fail(400, 'Malformed path');
    const raw = parseSearch(url);
    const [head, second] = segments;

    if (head === 'admin' && second === 'read' && request.method === 'GET') {
      const hit = resolvePath(segments.slice(2));
      if (!hit || hit.rest.length > 0) return undefined;
      const denied = refused(hit.schema, request, 'list');
      if (denied) return denied;
      const by = typeof raw.by === 'string' && raw.by !== '' ? { [raw.by]: String(raw.field ?? '') } : {};
      return listResponse(hit.schema.name, raw, by, visibleTo(hit.schema, request));
    }

    if (head === 'z' && segments.at(-1) === 'search' && request.method === 'GET') {
      const hit = resolvePath(segments.slice(1, -1));
      if (!hit || hit.rest.length > 0) return undefined;
      return (
        refused(hit.schema, request, 'list') ??
        referenceSearch(hit.schema, raw, visibleTo(hit.schema, request))
      );
    }

    const hit = resolvePath(segments);
    if (!hit) return undefined;
    const { schema, rest } = hit;
    // Reading comes first for every method: writing implies reading (src/engine access).
    const denied = refused(schema, request, 'list');
    if (denied) return denied;
    if (rest.length === 0) {
      if (request.method === 'GET') return listResponse(schema.name, raw, {}, visibleTo(schema, request));
      if (request.method === 'POST') return onCreate(schema, request);
      return fail(405, 'Method Not Allowed');
    }
    if (rest.length === 1 && rest[0]) return onItem(schema, rest[0], request);
    if (
      rest.length === 3 &&
      rest[0] === 'by' &&
      rest[1] &&
      rest[2] !== undefined &&
      request.method === 'GET'
    ) {
      return byField(schema, rest[1], rest[2], raw, visibleTo(schema, request));
    }
    return undefined;
  }),
];
