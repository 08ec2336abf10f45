import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useDataProvider, useGetList, useGetManyReference, useGetOne, type Identifier } from 'react-admin';
import { queryKeys } from '@/data';
import { ALL_PERMISSIONS, grantsOf, saveRole } from './api';
import type { Permission } from './permission-groups';
import { diffGrants, grantsFrom, type GrantRow } from './role-draft';

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

  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [fields, setFields] = useState<RoleFields | null>(null);
  // The boxes follow what is stored each time it is read (first load, after a save).
  useEffect(() => setTicked(new Set(granted.keys())), [granted]);

  const current = fields ?? stored;
  const diff = diffGrants(granted, ticked);
  const changedFields = (Object.keys(stored) as Array<keyof RoleFields>).filter(
    (k) => current[k] !== stored[k],
  );
  const dirty = diff.added.length > 0 || diff.removed.length > 0 || changedFields.length > 0;

  const toggle = useCallback(
    (id: string, on: boolean) =>
      setTicked((prev) => {
        const next = new Set(prev);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );

  const save = async () => {
    try {
      // The server's own ids (numbers, say), not the strings the boxes and the address carry.
      const idOf = new Map((permissionList.data ?? []).map((p) => [String(p.id), p.id]));
      await saveRole(provider, {
        roleId: role.data?.id ?? roleId,
        fields: Object.fromEntries(changedFields.map((k) => [k, current[k]])),
        add: diff.added.map((id) => idOf.get(id) ?? id),
        remove: diff.removed,
      });
      setFields(null);
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
