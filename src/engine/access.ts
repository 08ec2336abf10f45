import type { EntitySchema } from './types';

export type EntityAction = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'export';

/** Passes when the user holds any of the names; `usePermissionCheck()` from '@/auth' fits. */
export type PermissionCheck = (required: readonly string[]) => boolean;

const READS: ReadonlySet<EntityAction> = new Set(['list', 'show', 'export']);

/**
 * Whether an action on an entity is open to the user: first the spec's access constants
 * (create/update/delete admin or none), then the permission names that gate reading or writing.
 */
export function canDo(schema: EntitySchema, action: EntityAction, check: PermissionCheck): boolean {
  const { access } = schema;
  if (action === 'create' && access.create === 'none') return false;
  if (action === 'edit' && access.update === 'none') return false;
  if (action === 'delete' && access.delete === 'none') return false;
  const readPerms = access.permissions.read;
  const required = READS.has(action) ? readPerms : access.permissions.write;
  // Writing implies being allowed to read the entity in the first place.
  const readable = readPerms.length === 0 || check(readPerms);
  return readable && (required.length === 0 || check(required));
}
