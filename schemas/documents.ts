import { defineEntity } from '@/engine';
import { PERM, status, timestamps } from './_fields';

// assumed: the spec names documents without fields; a file a participant or staff uploaded.
export default defineEntity({
  file: 'schemas/documents.ts',
  name: 'documents',
  recordTitle: 'file_name',
  icon: 'article',
  fields: [
    { source: 'file_name', type: 'text', required: true, maxLength: 255 },
    {
      source: 'user_id',
      type: 'reference',
      required: true,
      reference: { entity: 'users', searchField: 'fullname' },
    },
    {
      source: 'document_type_id',
      type: 'reference',
      required: true,
      reference: { entity: 'document-types', searchField: 'label' },
    },
    status('status', ['pending_review', 'approved', 'rejected']),
    { source: 'file_url', type: 'url', sensitive: true, views: { list: false } },
    { source: 'reviewed_by', type: 'reference', reference: { entity: 'users', searchField: 'fullname' } },
    { source: 'reviewed_at', type: 'datetime' },
    ...timestamps(),
  ],
  list: {
    sort: { field: 'created_at', order: 'DESC' },
    columns: ['file_name', 'user_id', 'document_type_id', 'status', 'created_at'],
  },
  access: { read: 'admin', permissions: { read: [PERM.users] } },
  seed: { count: 400 },
});
