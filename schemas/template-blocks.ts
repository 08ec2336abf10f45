import { defineEntity } from '@/engine';
import { PERM, timestamps } from './_fields';

// assumed: the spec names template blocks without fields; reusable pieces of email content.
export default defineEntity({
  file: 'schemas/template-blocks.ts',
  name: 'template-blocks',
  recordTitle: 'name',
  icon: 'view-module',
  fields: [
    { source: 'name', type: 'text', required: true, maxLength: 160 },
    { source: 'template_id', type: 'reference', reference: { entity: 'templates', searchField: 'name' } },
    { source: 'position', type: 'number', min: 0 },
    { source: 'content', type: 'json' },
    { source: 'html', type: 'longText' },
    ...timestamps(),
  ],
  list: { sort: { field: 'name', order: 'ASC' } },
  access: { permissions: { read: [PERM.templates] } },
});
