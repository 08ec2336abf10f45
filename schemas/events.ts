import { defineEntity } from '@/engine';
import { PERM, reference } from './_fields';

// assumed: the spec names events without fields; a read-only activity stream.
export default defineEntity({
  recordTitle: 'name',
  icon: 'timeline',
  fields: [
    { source: 'name', type: 'text', required: true, maxLength: 120, filterable: true },
    reference('user_id', 'users', 'fullname'),
    reference('study_id', 'studies', 'title'),
    { source: 'payload', type: 'json', sensitive: true },
    { source: 'occurred_at', type: 'datetime', required: true },
  ],
  list: { sort: { field: 'occurred_at', order: 'DESC' } },
  access: {
    create: 'none',
    update: 'none',
    delete: 'none',
    permissions: { read: [PERM.users] },
    participantData: true,
  },
  seed: { count: 1000 },
});
