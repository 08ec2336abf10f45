import { z } from '@/lib/zod';
import { pathParams } from './define';
import { contractNames } from './names';
import type { CallAccess, CallDecl, Schema } from './types';

type Json = Record<string, unknown>;

/** Named schemas met while building, moved to `components.schemas`. */
type Shared = Record<string, Json>;

const LOCAL_REF = /"#\/\$defs\//g;

function jsonSchema(schema: Schema, io: 'input' | 'output', shared: Shared): Json {
  const out = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    unrepresentable: 'any',
    metadata: contractNames,
    io,
  }) as Json;
  const {
    $schema: _drop,
    $defs,
    ...rest
  } = JSON.parse(JSON.stringify(out).replace(LOCAL_REF, '"#/components/schemas/')) as Json;
  Object.assign(shared, $defs ?? {});
  return rest;
}

/** The access rule in words, for a reader of the document. */
export function accessText(access: CallAccess): string {
  if (access === 'public') return 'public (no token)';
  if (access === 'signed-in') return 'any signed-in staff member';
  if ('anyOf' in access) return `any of: ${access.anyOf.join(', ')}`;
  if ('entityParam' in access)
    return `the access table's ${access.action} rule for the entity {${access.entityParam}} names`;
  return `the access table's ${access.action} rule for ${access.entity}`;
}

function parameters(decl: CallDecl, shared: Shared): Json[] {
  const inPath = pathParams(decl.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  if (!decl.query) return inPath;
  const schema = jsonSchema(decl.query, 'input', shared);
  const props = (schema.properties ?? {}) as Record<string, Json>;
  const required = new Set((schema.required ?? []) as string[]);
  const inQuery = Object.entries(props).map(([name, s]) => ({
    name,
    in: 'query',
    required: required.has(name),
    ...(s.type === 'object' ? { style: 'deepObject', explode: true } : {}),
    schema: s,
  }));
  return [...inPath, ...inQuery];
}

/**
 * One operation for the calls of one method and path. Two areas may make the same call (areas never
 * import each other); the answer must then satisfy what each needs (`allOf`), and the access is
 * each one's rule.
 */
function operation(group: readonly CallDecl[], shared: Shared): Json {
  const decl = group[0]!;
  const answers = [...new Set(group.map((d) => d.response))].map((r) => jsonSchema(r, 'output', shared));
  const data = answers.length === 1 ? answers[0]! : { allOf: answers };
  const answer: Json = {
    type: 'object',
    properties: {
      data,
      ...(decl.paged
        ? { meta: { type: 'object', properties: { total: { type: 'integer' } }, required: ['total'] } }
        : {}),
    },
    ...(decl.paged ? { required: ['data', 'meta'] } : {}),
  };
  const error = { $ref: '#/components/responses/Error' };
  return {
    operationId: decl.id,
    summary: decl.summary,
    ...(group.length > 1 ? { 'x-also-declared-as': group.slice(1).map((d) => d.id) } : {}),
    ...(decl.degrade ? { description: `Without it: ${decl.degrade}` } : {}),
    'x-kind': decl.kind,
    'x-access': decl.access,
    'x-access-text': accessText(decl.access),
    ...(decl.safe ? { 'x-safe': true } : {}),
    parameters: parameters(decl, shared),
    ...(decl.body
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: { data: jsonSchema(decl.body, 'input', shared) },
                  required: ['data'],
                },
              },
            },
          },
        }
      : {}),
    responses: {
      '200': { description: 'OK', content: { 'application/json': { schema: answer } } },
      ...(decl.method === 'DELETE' ? { '204': { description: 'Deleted, no body' } } : {}),
      '401': error,
      '403': error,
      '404': error,
      '409': error,
      '422': error,
    },
  };
}

const ERROR_BODY = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    errors: {
      type: 'object',
      additionalProperties: { oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
    },
    current: { type: 'object', description: 'On a 409 version conflict: the record as it now is' },
  },
  required: ['message'],
};

/** The OpenAPI 3.1 document of every declared call, in a stable order. */
export function buildOpenApi(calls: readonly CallDecl[]): Json {
  const paths: Record<string, Record<string, Json>> = {};
  const shared: Shared = {};
  const sorted = [...calls].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  const groups = new Map<string, CallDecl[]>();
  for (const decl of sorted) {
    const route = `${decl.method} ${decl.path.replace(/\{[^}]+\}/g, '{}')}`;
    groups.set(route, [...(groups.get(route) ?? []), decl]);
  }
  for (const group of groups.values()) {
    const decl = group[0]!;
    const item = (paths[decl.path] ??= {});
    item[decl.method.toLowerCase()] = operation(group, shared);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Research Console API contract',
      version: '1',
      description:
        'Every call the console makes, generated from its declarations (src/contract and each area’s contract.ts). All paths are under /api. Requests and answers are wrapped as { "data": ... }. `x-kind: spec` calls are named by the product specification; `x-kind: extension` calls are the console’s own, and each says how the console degrades when a server answers 404 or 501.',
    },
    servers: [{ url: '/api' }],
    components: {
      schemas: Object.fromEntries(Object.entries(shared).sort(([a], [b]) => a.localeCompare(b))),
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      responses: {
        Error: {
          description: 'A refusal or failure',
          content: { 'application/json': { schema: ERROR_BODY } },
        },
      },
    },
    security: [{ bearer: [] }],
    paths,
  };
}
