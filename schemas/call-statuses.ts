import { defineEntity } from '@/engine';
import { PERM } from './_fields';

// The spec gives call statuses a name and a label (GET /admin/calls/statuses).
export default defineEntity({
  file: 'schemas/call-statuses.ts',
  name: 'call-statuses',
  recordTitle: 'label',
  icon: 'phone',
  fields: [
    { source: 'name', type: 'text', required: true, maxLength: 64 },
    { source: 'label', type: 'text', required: true, maxLength: 120 },
  ],
  list: { sort: { field: 'label', order: 'ASC' }, searchFields: ['name', 'label'] },
  access: { permissions: { read: [PERM.users] } },
  seed: { count: 8 },
});
