import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useDataProvider, useGetList, useGetManyReference, useGetOne, type Identifier } from 'react-admin';
import { queryKeys } from '@/data';
import { ALL_PERMISSIONS, grantsOf, saveRole } from './api';
import type { Permission } from './permission-groups';
import { diffGrants, grantsFrom, type GrantRow } from './role-draft';

/** A grant or removal the server refused, by permission id. */
export interface RefusedChange {
  action: 'grant' | 'remove';
  permission: string;
  message: string;
}

interface RoleFields {
  name: string;
  description: string;
}

/** A role's page state: what is stored, what is ticked and typed, what a save would change. */
export function useRoleEditor(roleId: Identifier) {
  const provider = useDataProvider();
  const queryClient = useQueryClient();
  const role = useGetOne('roles', { id: roleId });
  const permissionList = useGetList<Permission & { id: Identifier }>('permissions', ALL_PERMISSIONS);
  const grantList = useGetManyReference<GrantRow>('role-permissions', grantsOf(roleId));

  const permissions = useMemo<Permission[]>(
    () =>
      (permissionList.data ?? []).map((p) => ({
        id: String(p.id),
        // A permission the server names no name for still shows, as "—".
        name: p.name == null ? '—' : String(p.name),
        description: typeof p.description === 'string' ? p.description : '',
      })),
    [permissionList.data],
  );
  const granted = useMemo(() => grantsFrom(grantList.data ?? []), [grantList.data]);
  const stored: RoleFields = {
    name: String(role.data?.name ?? ''),
    description: String(role.data?.description ?? ''),
  };

  // What the person ticked or unticked, over what is stored: a reload (after a save, a refocus)
  // moves the boxes nobody touched and never undoes a tick not yet saved.
  const [overrides, setOverrides] = useState<ReadonlyMap<string, boolean>>(new Map());
  const ticked = useMemo(() => {
    const next = new Set(granted.keys());
    for (const [id, on] of overrides) {
      if (on) next.add(id);
      else next.delete(id);
    }
    return next;
  }, [granted, overrides]);
  const [fields, setFields] = useState<RoleFields | null>(null);

  const current = fields ?? stored;
  const diff = diffGrants(granted, ticked);
  const changedFields = (Object.keys(stored) as Array<keyof RoleFields>).filter(
    (k) => current[k] !== stored[k],
  );
  const dirty = diff.added.length > 0 || diff.removed.length > 0 || changedFields.length > 0;

  const toggle = useCallback(
    (id: string, on: boolean) => setOverrides((prev) => new Map(prev).set(id, on)),
    [],
  );

  /**
   * Sends what changed; answers the grants and removals the server refused, by permission id.
   * Those stay ticked (or unticked) as the person left them, so Save again sends only them.
   */
  const save = async (): Promise<RefusedChange[]> => {
    try {
      // The server's own ids (numbers, say), not the strings the boxes and the address carry.
      const idOf = new Map((permissionList.data ?? []).map((p) => [String(p.id), p.id]));
      const permissionOfRow = new Map([...granted].map(([pid, row]) => [String(row), pid]));
      const failed = await saveRole(provider, {
        roleId: role.data?.id ?? roleId,
        fields: Object.fromEntries(changedFields.map((k) => [k, current[k]])),
        add: diff.added.map((id) => idOf.get(id) ?? id),
        remove: diff.removed,
      });
      // The fields went first: reaching here, they are stored.
      setFields(null);
      if (failed.length === 0) setOverrides(new Map());
      return failed.map((f) => ({
        action: f.action,
        permission: f.action === 'grant' ? String(f.id) : (permissionOfRow.get(String(f.id)) ?? String(f.id)),
        message: f.message,
      }));
    } finally {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys('roles').all }),
        queryClient.invalidateQueries({ queryKey: queryKeys('role-permissions').all }),
      ]);
    }
  };

  return {
    role,
    loading: role.isPending || permissionList.isPending || grantList.isPending,
    error: role.error ?? permissionList.error ?? grantList.error,
    retry: () => Promise.all([role.refetch(), permissionList.refetch(), grantList.refetch()]),
    permissions,
    ticked,
    toggle,
    fields: current,
    stored,
    setField: (k: keyof RoleFields, v: string) => setFields({ ...current, [k]: v }),
    changedFields,
    diff,
    dirty,
    save,
  };
}
