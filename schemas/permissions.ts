import { defineEntity } from '@/engine';
import { PERM } from './_fields';

export default defineEntity({
  recordTitle: 'name',
  icon: 'lock',
  fields: [
    // assumed: the spec names permissions (perm.area.name) without further fields
    { source: 'name', type: 'text', required: true, maxLength: 120 },
    { source: 'description', type: 'longText', maxLength: 500 },
  ],
  list: { sort: { field: 'name', order: 'ASC' } },
  access: { permissions: { read: [PERM.superuser] } },
  seed: { count: 40, unique: ['name'] },
});
