import { defineEntity } from '@/engine';
import { PERM, reference } from './_fields';

// assumed: the spec names call logs without fields; a staff call to a participant.
export default defineEntity({
  recordTitle: 'called_at',
  icon: 'phone',
  fields: [
    reference('user_id', 'users', 'fullname', { required: true }),
    { source: 'called_at', type: 'datetime', required: true },
    reference('status_id', 'call-statuses', 'label'),
    reference('type_id', 'call-types', 'label'),
    { source: 'duration_seconds', type: 'number', min: 0 },
    reference('caller_id', 'users', 'fullname'),
    { source: 'notes', type: 'longText', maxLength: 4000, sensitive: true },
  ],
  list: { sort: { field: 'called_at', order: 'DESC' } },
  access: { read: 'admin', permissions: { read: [PERM.users] }, participantData: true },
  seed: { count: 500 },
});
