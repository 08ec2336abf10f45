import { defineEntity } from '@/engine';
import { PERM, reference } from './_fields';

/** Which permissions a role grants: one row per pair. */
export default defineEntity({
  recordTitle: 'id',
  icon: 'fact-check',
  fields: [
    reference('role_id', 'roles', 'name', { required: true }),
    reference('permission_id', 'permissions', 'name', { required: true }),
  ],
  list: { sort: { field: 'id', order: 'ASC' } },
  access: { update: 'none', permissions: { read: [PERM.superuser] } },
  seed: { count: 54 },
});
