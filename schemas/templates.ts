import { defineEntity } from '@/engine';
import { PERM, status, timestamps } from './_fields';

/** Email templates (the spec's Emails area); sending and the editor live in resources/emails. */
export default defineEntity({
  file: 'schemas/templates.ts',
  name: 'templates',
  recordTitle: 'name',
  icon: 'email',
  menu: 'own',
  fields: [
    { source: 'name', type: 'text', required: true, minLength: 2, maxLength: 160 },
    status('type', ['marketing', 'study', 'system'], { required: true }),
    { source: 'email_subject', type: 'text', maxLength: 255 },
    { source: 'is_active', type: 'boolean', filterable: true },
    { source: 'is_transactional', type: 'boolean', filterable: true },
    status('send_to', ['user', 'recipients', 'segment', 'query']),
    { source: 'recipients', type: 'array', of: 'email', sensitive: true, views: { list: false } },
    { source: 'user_query', type: 'json' },
    { source: 'study_id', type: 'reference', reference: { entity: 'studies', searchField: 'title' } },
    { source: 'segment_id', type: 'reference', reference: { entity: 'segments', searchField: 'name' } },
    { source: 'trigger_id', type: 'reference', reference: { entity: 'triggers', searchField: 'name' } },
    {
      source: 'folder_id',
      type: 'reference',
      reference: { entity: 'template-folders', searchField: 'name' },
    },
    { source: 'json_template', type: 'json' },
    { source: 'html_template', type: 'longText' },
    { source: 'plain_text_template', type: 'longText' },
    ...timestamps(),
  ],
  list: {
    sort: { field: 'updated_at', order: 'DESC' },
    columns: ['name', 'type', 'email_subject', 'is_active', 'folder_id', 'updated_at'],
  },
  access: { permissions: { read: [PERM.templates] } },
});
