import { defineEntity } from '@/engine';
import { PERM } from './_fields';

/** Which permissions a role grants: one row per pair. */
export default defineEntity({
  file: 'schemas/role-permissions.ts',
  name: 'role-permissions',
  recordTitle: 'id',
  icon: 'fact-check',
  fields: [
    {
      source: 'role_id',
      type: 'reference',
      required: true,
      reference: { entity: 'roles', searchField: 'name' },
    },
    {
      source: 'permission_id',
      type: 'reference',
      required: true,
      reference: { entity: 'permissions', searchField: 'name' },
    },
  ],
  list: { sort: { field: 'id', order: 'ASC' } },
  access: { update: 'none', permissions: { read: [PERM.superuser] } },
  seed: { count: 120 },
});
