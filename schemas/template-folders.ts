import { defineEntity } from '@/engine';
import { PERM } from './_fields';

// assumed: the spec names template folders without fields; folders may nest.
export default defineEntity({
  file: 'schemas/template-folders.ts',
  name: 'template-folders',
  recordTitle: 'name',
  icon: 'folder',
  fields: [
    { source: 'name', type: 'text', required: true, maxLength: 120 },
    {
      source: 'parent_id',
      type: 'reference',
      reference: { entity: 'template-folders', searchField: 'name' },
    },
  ],
  list: { sort: { field: 'name', order: 'ASC' } },
  access: { permissions: { read: [PERM.templates] } },
  seed: { count: 20 },
});
