import { defineEntity } from '@/engine';
import { PERM, reference, status, timestamps } from './_fields';

/** Email templates (the spec's Emails area); sending and the editor live in resources/emails. */
export default defineEntity({
  recordTitle: 'name',
  icon: 'email',
  // `/emails` and its menu entry belong to the email area, which shows this list with its set-up.
  menu: 'hidden',
  fields: [
    { source: 'name', type: 'text', required: true, minLength: 2, maxLength: 160 },
    status('type', ['marketing', 'study', 'system'], { required: true }),
    { source: 'email_subject', type: 'text', maxLength: 255 },
    { source: 'is_active', type: 'boolean', filterable: true },
    { source: 'is_transactional', type: 'boolean', filterable: true },
    status('send_to', ['user', 'recipients', 'segment', 'query']),
    { source: 'recipients', type: 'array', of: 'email', sensitive: true, views: { list: false } },
    { source: 'user_query', type: 'json' },
    reference('study_id', 'studies', 'title', { filterable: true }),
    reference('segment_id', 'segments', 'name'),
    reference('trigger_id', 'triggers', 'name', { filterable: true }),
    reference('folder_id', 'template-folders', 'name'),
    { source: 'json_template', type: 'json' },
    { source: 'html_template', type: 'longText' },
    { source: 'plain_text_template', type: 'longText' },
    ...timestamps(),
    // assumed: the server keeps when a template last went out (a send, not a test send).
    { source: 'last_sent_at', type: 'datetime', readOnly: true },
  ],
  list: {
    sort: { field: 'updated_at', order: 'DESC' },
    searchFields: ['name', 'email_subject'],
    columns: ['name', 'type', 'is_active', 'folder_id', 'last_sent_at', 'updated_at'],
  },
  access: { permissions: { read: [PERM.templates] } },
});
