import { defineEntity } from '@/engine';
import { PERM, timestamps } from './_fields';

export default defineEntity({
  file: 'schemas/segments.ts',
  name: 'segments',
  recordTitle: 'name',
  icon: 'segment',
  fields: [
    { source: 'name', type: 'text', required: true, maxLength: 120 },
    { source: 'description', type: 'longText', maxLength: 1000 },
    { source: 'query', type: 'json', required: true },
    {
      source: 'created_by',
      type: 'reference',
      reference: { entity: 'users', searchField: 'fullname' },
      readOnly: true,
    },
    ...timestamps(),
  ],
  list: { sort: { field: 'name', order: 'ASC' } },
  access: { permissions: { read: [PERM.templates] } },
  seed: { count: 50 },
});
