import { defineEntity } from '@/engine';
import { PERM, reference, timestamps } from './_fields';

/** Site patients: identifiable health data, so contact details are sensitive and reads go through /admin/read. */
export default defineEntity({
  recordTitle: 'subject_id',
  icon: 'person',
  fields: [
    { source: 'subject_id', type: 'text', required: true, maxLength: 64 },
    { source: 'site_patient_id', type: 'text', maxLength: 64 },
    { source: 'name', type: 'text', required: true, maxLength: 160, sensitive: true },
    { source: 'email', type: 'email', maxLength: 255, sensitive: true },
    // assumed: the spec's "contact fields"
    { source: 'phone', type: 'text', maxLength: 32, sensitive: true, views: { list: false } },
    {
      source: 'preferred_contact',
      type: 'enum',
      choices: ['email', 'phone', 'post'],
      views: { list: false },
    },
    { source: 'randomisation_code', type: 'text', maxLength: 64, sensitive: true, views: { list: false } },
    { source: 'signed_consent', type: 'boolean', filterable: true },
    reference('study_site_id', 'study-sites', 'code', { required: true }),
    reference('status_id', 'patient-statuses', 'label'),
    reference('admin_status_id', 'patient-admin-statuses', 'label'),
    reference('user_id', 'users', 'fullname'),
    ...timestamps(),
  ],
  list: {
    sort: { field: 'created_at', order: 'DESC' },
    searchFields: ['subject_id', 'site_patient_id'],
    columns: ['subject_id', 'name', 'study_site_id', 'status_id', 'admin_status_id', 'signed_consent'],
  },
  access: { read: 'admin', permissions: { read: [PERM.sites] }, participantData: true },
  seed: { count: 500 },
});
