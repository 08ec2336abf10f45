import { hasPermission } from '@/auth/permission-rule';
import {
  canDo,
  inRecordScope,
  recordScope,
  type EntityAction,
  type EntitySchema,
  type PermissionCheck,
} from '@/engine';
import { find, schemaOf } from '../db';
import { fail, type Row } from './respond';
import { identify } from './tokens';

// The handlers refuse what the console refuses, with the console's own rule table (src/engine
// access): the console's checks are never the only access control a request meets.

/** The permission check of the request's (already verified) token; nothing is held without one. */
export function checkOf(request: Request): PermissionCheck {
  const who = identify(request);
  const held = who.state === 'valid' ? who.claims.permissions : [];
  return (required) => hasPermission(held, required);
}

const VERBS: Record<EntityAction, string> = {
  list: 'read',
  show: 'read',
  export: 'read',
  create: 'create',
  edit: 'change',
  delete: 'delete',
};

/**
 * 403 with the catalogue's `{ message }` when the token may not do `action` on the entity. An
 * action the access constants close for everyone is left to its handler's 405.
 */
export function refused(
  schema: EntitySchema | undefined,
  request: Request,
  action: EntityAction,
): Response | undefined {
  if (!schema || !canDo(schema, action, () => true, schemaOf)) return undefined;
  if (canDo(schema, action, checkOf(request), schemaOf)) return undefined;
  return fail(403, `You do not have permission to ${VERBS[action]} ${schema.name}.`);
}

/** `refused` by the entity's name, for the special calls of one entity. */
export const refusedOn = (name: string, request: Request, action: EntityAction): Response | undefined =>
  refused(schemaOf(name), request, action);

/**
 * Which rows of an entity the token may see: those inside its scope, following references (an
 * external-studies account sees the enrolments, links and partner studies of external studies).
 */
export function visibleTo(schema: EntitySchema | undefined, request: Request): (row: Row) => boolean {
  if (!schema) return () => true;
  const scope = recordScope(schema, checkOf(request), schemaOf);
  if (!scope.own && scope.references.length === 0) return () => true;
  const seen = new Map<string, Row | undefined>();
  const resolve = (entity: string, id: string | number) => {
    const key = `${entity}:${String(id)}`;
    if (!seen.has(key)) seen.set(key, find(entity, id));
    return seen.get(key);
  };
  return (row) => inRecordScope(scope, row, resolve);
}

/** 403 for a record (as stored, or as it would be saved) outside the token's scope. */
export function outsideScope(schema: EntitySchema | undefined, request: Request, row: Row) {
  return visibleTo(schema, request)(row) ? undefined : fail(403, 'This record is outside your access.');
}
