import type { DataProvider, Identifier } from 'react-admin';

// The roles area's reads and its one save, through the dataProvider so caches and keys stay react-admin's.

/** Every permission there is: a deployment has tens, so one page of 500 holds them all. */
export const ALL_PERMISSIONS = {
  pagination: { page: 1, perPage: 500 },
  sort: { field: 'name', order: 'ASC' as const },
  filter: {},
};

/** A role's grants, `GET /role-permissions/by/role_id/{id}`; a role never comes near 1,000. */
export const grantsOf = (roleId: Identifier) => ({
  target: 'role_id',
  id: roleId,
  pagination: { page: 1, perPage: 1000 },
  sort: { field: 'id', order: 'ASC' as const },
  filter: {},
});

export interface RoleChanges {
  roleId: Identifier;
  /** The role's own fields that changed, if any. */
  fields?: { name?: string; description?: string };
  /** Permission ids to grant. */
  add: readonly Identifier[];
  /** role_permissions ids to delete. */
  remove: readonly Identifier[];
}

/** A grant or removal the server refused, named by its permission, with the server's words. */
export interface FailedChange {
  action: 'grant' | 'remove';
  /** The permission id (a grant) or the role_permissions row id (a removal). */
  id: Identifier;
  message: string;
}

const messageOf = (reason: unknown) => (reason instanceof Error ? reason.message : String(reason));

/**
 * One save: the role's fields (a refusal stops the save before any grant), then every grant and
 * removal in parallel. The backend has no batch call, so each is settled on its own and the ones
 * refused are answered, for the page to name them and keep them ticked for a retry.
 */
export async function saveRole(provider: DataProvider, changes: RoleChanges): Promise<FailedChange[]> {
  const { roleId, fields, add, remove } = changes;
  if (fields && Object.keys(fields).length > 0)
    await provider.update('roles', { id: roleId, data: fields, previousData: { id: roleId } });
  const settled = await Promise.allSettled([
    ...add.map((permission_id) =>
      provider.create('role-permissions', { data: { role_id: roleId, permission_id } }),
    ),
    ...remove.map((id) => provider.delete('role-permissions', { id, previousData: { id } })),
  ]);
  return settled.flatMap((result, i) => {
    if (result.status === 'fulfilled') return [];
    const granting = i < add.length;
    const id = granting ? add[i] : remove[i - add.length];
    return id === undefined
      ? []
      : [{ action: granting ? 'grant' : 'remove', id, message: messageOf(result.reason) } as const];
  });
}
