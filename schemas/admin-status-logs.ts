import { defineEntity } from '@/engine';
import { PERM, reference } from './_fields';

// assumed: the spec names admin status logs without fields; an append-only audit trail.
export default defineEntity({
  recordTitle: 'id',
  icon: 'history',
  fields: [
    reference('patient_id', 'patients', 'subject_id', { required: true }),
    reference('admin_status_id', 'patient-admin-statuses', 'label', { required: true }),
    reference('changed_by', 'users', 'fullname'),
    { source: 'note', type: 'longText', maxLength: 2000, sensitive: true },
    { source: 'created_at', type: 'datetime', readOnly: true },
  ],
  list: { sort: { field: 'created_at', order: 'DESC' } },
  access: {
    read: 'admin',
    update: 'none',
    delete: 'none',
    permissions: { read: [PERM.sites] },
    participantData: true,
  },
  seed: { count: 400 },
});
