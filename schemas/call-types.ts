import { defineEntity } from '@/engine';
import { PERM } from './_fields';

// assumed: the spec names call types without fields; same shape as call statuses.
export default defineEntity({
  file: 'schemas/call-types.ts',
  name: 'call-types',
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
