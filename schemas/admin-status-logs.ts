import { defineEntity } from '@/engine';
import { PERM } from './_fields';

// assumed: the spec names admin status logs without fields; an append-only audit trail.
export default defineEntity({
  file: 'schemas/admin-status-logs.ts',
  name: 'admin-status-logs',
  recordTitle: 'id',
  icon: 'history',
  fields: [
    {
      source: 'patient_id',
      type: 'reference',
      required: true,
      reference: { entity: 'patients', searchField: 'subject_id' },
    },
    {
      source: 'admin_status_id',
      type: 'reference',
      required: true,
      reference: { entity: 'patient-admin-statuses', searchField: 'label' },
    },
    { source: 'changed_by', type: 'reference', reference: { entity: 'users', searchField: 'fullname' } },
    { source: 'note', type: 'longText', maxLength: 2000, sensitive: true },
    { source: 'created_at', type: 'datetime', readOnly: true },
  ],
  list: { sort: { field: 'created_at', order: 'DESC' } },
  access: { read: 'admin', update: 'none', delete: 'none', permissions: { read: [PERM.sites] } },
  seed: { count: 400 },
});
