import { defineEntity } from '@/engine';
import { PERM, reference } from './_fields';

// assumed: the spec names template folders without fields; folders may nest.
export default defineEntity({
  recordTitle: 'name',
  icon: 'folder',
  fields: [
    { source: 'name', type: 'text', required: true, maxLength: 120 },
    reference('parent_id', 'template-folders', 'name'),
  ],
  list: { sort: { field: 'name', order: 'ASC' } },
  access: { permissions: { read: [PERM.templates] } },
  seed: { count: 20 },
});
