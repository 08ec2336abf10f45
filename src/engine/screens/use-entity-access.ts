import { useMemo } from 'react';
import { usePermissionCheck } from '@/auth';
import { canDo, type EntityAction } from '../access';
import type { EntitySchema } from '../types';

export type EntityAccessFlags = Record<EntityAction, boolean>;

/** What the signed-in user may do with an entity; re-evaluated when the token changes. */
export function useEntityAccess(schema: EntitySchema): EntityAccessFlags {
  const check = usePermissionCheck();
  return useMemo(() => {
    const can = (action: EntityAction) => canDo(schema, action, (required) => check(required));
    return {
      list: can('list'),
      show: can('show'),
      create: can('create'),
      edit: can('edit'),
      delete: can('delete'),
      export: can('export'),
    };
  }, [schema, check]);
}
