import { defineEntity } from '@/engine';
import { PERM, reference, status, timestamps } from './_fields';

// assumed: the spec names documents without fields; a file a participant or staff uploaded.
export default defineEntity({
  recordTitle: 'file_name',
  icon: 'article',
  fields: [
    { source: 'file_name', type: 'text', required: true, maxLength: 255 },
    reference('user_id', 'users', 'fullname', { required: true }),
    reference('document_type_id', 'document-types', 'label', { required: true }),
    status('status', ['pending_review', 'approved', 'rejected']),
    { source: 'file_url', type: 'url', sensitive: true, views: { list: false } },
    reference('reviewed_by', 'users', 'fullname'),
    { source: 'reviewed_at', type: 'datetime' },
    ...timestamps(),
  ],
  list: {
    sort: { field: 'created_at', order: 'DESC' },
    columns: ['file_name', 'user_id', 'document_type_id', 'status', 'created_at'],
  },
  access: { read: 'admin', permissions: { read: [PERM.users] }, participantData: true },
  seed: { count: 400 },
});
