import { PERM } from '@/auth/permission-names';
import { lookupEntity } from './registry';
import type { EntitySchema, FieldDef } from './types';

// The one rule table of who may read and write what. Pure: the console (menu, screens, reference
// widgets) and the mock backend's handlers both decide with these functions.

export type EntityAction = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'export';

/** Passes when the user holds any of the names; `usePermissionCheck()` from '@/auth' fits. */
export type PermissionCheck = (required: readonly string[]) => boolean;

/** Finds an entity's schema by name: the console's checked registry, or the mock's own. */
export type EntityLookup = (name: string) => EntitySchema | undefined;

/** Reading participant data (`access.participantData`) needs this on top of the entity's own. */
export const PARTICIPANT_DATA_PERMISSION = PERM.users;

const READS: ReadonlySet<EntityAction> = new Set(['list', 'show', 'export']);

function readable(
  schema: EntitySchema,
  check: PermissionCheck,
  lookup: EntityLookup,
  seen: ReadonlySet<string>,
): boolean {
  const own = schema.access.permissions.read;
  if (own.length > 0 && !check(own)) return false;
  if (schema.access.participantData && !check([PARTICIPANT_DATA_PERMISSION])) return false;
  const trail = new Set([...seen, schema.name]);
  // A record shows what its required references name (an enrolment its participant and study):
  // it is readable only by those who may read each of them.
  return schema.fields.every((f) => {
    if (!f.required || f.type !== 'reference' || !f.reference || trail.has(f.reference.entity)) return true;
    const target = lookup(f.reference.entity);
    return target === undefined || readable(target, check, lookup, trail);
  });
}

/**
 * Whether the user may read an entity's records: any of its read permissions, the users permission
 * for participant data, and read access to every entity its required references point at.
 */
export function canRead(schema: EntitySchema, check: PermissionCheck, lookup: EntityLookup = lookupEntity) {
  return readable(schema, check, lookup, new Set());
}

/**
 * Whether an action on an entity is open to the user: first the spec's access constants
 * (create/update/delete admin or none), then reading, then the permission names that gate writing.
 */
export function canDo(
  schema: EntitySchema,
  action: EntityAction,
  check: PermissionCheck,
  lookup: EntityLookup = lookupEntity,
): boolean {
  const { access } = schema;
  if (action === 'create' && access.create === 'none') return false;
  if (action === 'edit' && access.update === 'none') return false;
  if (action === 'delete' && access.delete === 'none') return false;
  // Writing implies being allowed to read the entity in the first place.
  if (!canRead(schema, check, lookup)) return false;
  const write = access.permissions.write;
  return READS.has(action) || write.length === 0 || check(write);
}

/**
 * Whether a reference field's target may be named, opened and searched by the user. Without read
 * access to the target, the field shows the bare id and offers no picker.
 */
export function canSeeReference(
  field: FieldDef,
  check: PermissionCheck,
  lookup: EntityLookup = lookupEntity,
): boolean {
  const target = field.reference ? lookup(field.reference.entity) : undefined;
  return target !== undefined && canRead(target, check, lookup);
}
