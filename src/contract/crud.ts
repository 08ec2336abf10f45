import { z } from '@/lib/zod';
import type { EntitySchema } from '@/engine';
import { defineCall } from './define';
import { recordSchema, writeSchema } from './records';
import type { CallDecl } from './types';

/** The list parameters every generic list read takes (API: "List params"). */
export const listQuery = z.looseObject({
  page: z.optional(z.int()),
  page_size: z.optional(z.int()),
  sort: z.optional(z.string()),
  order: z.optional(z.enum(['asc', 'desc'])),
  q: z.optional(z.string()),
  filter: z.optional(z.record(z.string(), z.unknown())),
});

const adminReadQuery = z.extend(listQuery, {
  by: z.optional(z.string()),
  field: z.optional(z.union([z.string(), z.number()])),
});

/**
 * The generic calls of one schema entity (spec §7 "Generic"), as the data layer makes them.
 * Delete is the console's own except for segments, which the spec names; the access constants of
 * the schema close calls to everyone (events are never written), so those are not declared.
 */
export function crudCalls(entity: EntitySchema): CallDecl[] {
  const record = recordSchema(entity);
  const rows = z.array(record);
  const base = `/${entity.endpoint}`;
  const name = entity.name;
  const read = { entity: name, action: 'read' } as const;
  const write = { entity: name, action: 'write' } as const;
  const adminRead = entity.access.read === 'admin';
  const calls: CallDecl[] = [
    defineCall({
      id: `${name}.list`,
      method: 'GET',
      path: adminRead ? `/admin/read/${entity.endpoint}` : base,
      kind: 'spec',
      access: read,
      summary: `List ${name}${adminRead ? ' (admin read; `by` and `field` select by a reference)' : ''}`,
      query: adminRead ? adminReadQuery : listQuery,
      response: rows,
      paged: true,
      probe: { query: { page: 1, page_size: 5 } },
    }),
    defineCall({
      id: `${name}.one`,
      method: 'GET',
      path: `${base}/{id}`,
      kind: 'spec',
      access: read,
      summary: `One ${name} record`,
      response: record,
    }),
    defineCall({
      id: `${name}.by`,
      method: 'GET',
      path: `${base}/by/{field}/{value}`,
      kind: 'spec',
      access: read,
      summary: `${name} records whose {field} is {value}; with field \`id\`, a comma-separated id list`,
      query: listQuery,
      response: rows,
    }),
  ];
  if (entity.access.create !== 'none') {
    calls.push(
      defineCall({
        id: `${name}.create`,
        method: 'POST',
        path: base,
        kind: 'spec',
        access: write,
        summary: `Create a ${name} record`,
        body: writeSchema(entity),
        response: record,
      }),
    );
  }
  if (entity.access.update !== 'none') {
    calls.push(
      defineCall({
        id: `${name}.update`,
        method: 'PUT',
        path: `${base}/{id}`,
        kind: 'spec',
        access: write,
        summary: `Change a ${name} record: only the changed fields, conditional on If-Match (409 with \`current\` when stale)`,
        body: writeSchema(entity),
        response: record,
      }),
    );
  }
  if (entity.access.delete !== 'none') {
    const spec = entity.endpoint === 'segments';
    calls.push(
      defineCall({
        id: `${name}.delete`,
        method: 'DELETE',
        path: `${base}/{id}`,
        kind: spec ? 'spec' : 'extension',
        access: write,
        summary: `Delete a ${name} record (204, or the deleted record)`,
        response: z.optional(z.nullable(record)),
        ...(spec ? {} : { degrade: 'Delete fails with the server’s own message; nothing else changes.' }),
      }),
    );
  }
  return calls;
}
