import { canRead, type EntityLookup, type PermissionCheck } from './access';
import { lookupEntity } from './registry';
import type { EntitySchema, Identifier } from './types';

export type ScopeFilter = Readonly<Record<string, string | number | boolean>>;

/** A reference field whose target the user sees only in part: the referenced record must match. */
export interface ReferenceScope {
  source: string;
  entity: string;
  filter: ScopeFilter;
}

/** The records of an entity a user may see: its own fixed filter, and those its references inherit. */
export interface RecordScope {
  own: ScopeFilter | undefined;
  references: readonly ReferenceScope[];
}

/**
 * The fixed filter of `list.scope` when it applies to the user (they hold none of its `unless`
 * permissions); undefined when they may see every record.
 */
export function ownScope(schema: EntitySchema, check: PermissionCheck): ScopeFilter | undefined {
  const scope = schema.list.scope;
  return scope && !check(scope.unless) ? scope.filter : undefined;
}

/**
 * The scope follows references: for a user who may see external studies only, an enrolment, a
 * partner study or a link is visible only when its study is. A target the user may not read at all
 * adds nothing here: its references show as bare ids instead.
 */
export function recordScope(
  schema: EntitySchema,
  check: PermissionCheck,
  lookup: EntityLookup = lookupEntity,
): RecordScope {
  const references: ReferenceScope[] = [];
  for (const f of schema.fields) {
    if (f.type !== 'reference' || !f.reference || f.reference.entity === schema.name) continue;
    const target = lookup(f.reference.entity);
    const filter = target && canRead(target, check, lookup) ? ownScope(target, check) : undefined;
    if (filter) references.push({ source: f.source, entity: f.reference.entity, filter });
  }
  return { own: ownScope(schema, check), references };
}

/** Whether a record matches a fixed filter: each scoped field holds the scope's value. */
export function matchesScope(record: Readonly<Record<string, unknown>>, filter: ScopeFilter | undefined) {
  return !filter || Object.entries(filter).every(([field, value]) => record[field] === value);
}

export type RecordResolver = (
  entity: string,
  id: Identifier,
) => Readonly<Record<string, unknown>> | undefined;

/**
 * Whether a record lies inside the user's scope. A reference left empty points at nothing hidden
 * and passes; one pointing at a record outside the target's scope (or at none) does not.
 */
export function inRecordScope(
  scope: RecordScope,
  record: Readonly<Record<string, unknown>>,
  resolve: RecordResolver,
): boolean {
  if (!matchesScope(record, scope.own)) return false;
  return scope.references.every(({ source, entity, filter }) => {
    const id = record[source];
    if (id === null || id === undefined || id === '') return true;
    if (typeof id !== 'string' && typeof id !== 'number') return false;
    const target = resolve(entity, id);
    return target !== undefined && matchesScope(target, filter);
  });
}
