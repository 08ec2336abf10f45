import { defineEntity } from '@/engine';
import { PERM } from './_fields';

// assumed: the spec names call logs without fields; a staff call to a participant.
export default defineEntity({
  file: 'schemas/call-logs.ts',
  name: 'call-logs',
  recordTitle: 'called_at',
  icon: 'phone',
  fields: [
    {
      source: 'user_id',
      type: 'reference',
      required: true,
      reference: { entity: 'users', searchField: 'fullname' },
    },
    { source: 'called_at', type: 'datetime', required: true },
    { source: 'status_id', type: 'reference', reference: { entity: 'call-statuses', searchField: 'label' } },
    { source: 'type_id', type: 'reference', reference: { entity: 'call-types', searchField: 'label' } },
    { source: 'duration_seconds', type: 'number', min: 0 },
    { source: 'caller_id', type: 'reference', reference: { entity: 'users', searchField: 'fullname' } },
    { source: 'notes', type: 'longText', maxLength: 4000, sensitive: true },
  ],
  list: { sort: { field: 'called_at', order: 'DESC' } },
  access: { read: 'admin', permissions: { read: [PERM.users] } },
  seed: { count: 500 },
});
