import { defineEntity } from '@/engine';
import { PERM } from './_fields';

// assumed: the spec names events without fields; a read-only activity stream.
export default defineEntity({
  file: 'schemas/events.ts',
  name: 'events',
  recordTitle: 'name',
  icon: 'timeline',
  fields: [
    { source: 'name', type: 'text', required: true, maxLength: 120, filterable: true },
    { source: 'user_id', type: 'reference', reference: { entity: 'users', searchField: 'fullname' } },
    { source: 'study_id', type: 'reference', reference: { entity: 'studies', searchField: 'title' } },
    { source: 'payload', type: 'json', sensitive: true },
    { source: 'occurred_at', type: 'datetime', required: true },
  ],
  list: { sort: { field: 'occurred_at', order: 'DESC' } },
  access: { create: 'none', update: 'none', delete: 'none', permissions: { read: [PERM.users] } },
  seed: { count: 1000 },
});
