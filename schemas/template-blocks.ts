import { defineEntity } from '@/engine';
import { PERM, reference, timestamps } from './_fields';

// assumed: the spec names template blocks without fields; reusable pieces of email content.
export default defineEntity({
  recordTitle: 'name',
  icon: 'view-module',
  fields: [
    { source: 'name', type: 'text', required: true, maxLength: 160 },
    reference('template_id', 'templates', 'name'),
    { source: 'position', type: 'number', min: 0 },
    { source: 'content', type: 'json' },
    { source: 'html', type: 'longText' },
    ...timestamps(),
  ],
  list: { sort: { field: 'name', order: 'ASC' } },
  access: { permissions: { read: [PERM.templates] } },
});
