import { defineEntity } from '@/engine';
import { PERM, nameAndLabel } from './_fields';

export default defineEntity({
  recordTitle: 'label',
  icon: 'description',
  fields: [
    ...nameAndLabel(),
    { source: 'requires_review', type: 'boolean', filterable: true },
    { source: 'admin_upload_only', type: 'boolean', filterable: true },
  ],
  list: { sort: { field: 'label', order: 'ASC' } },
  access: { permissions: { read: [PERM.users] } },
  seed: { count: 10 },
});
