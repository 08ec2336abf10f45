import { defineEntity } from '@/engine';
import { PERM, status, timestamps } from './_fields';

export default defineEntity({
  file: 'schemas/visits.ts',
  name: 'visits',
  recordTitle: 'scheduled_visit',
  icon: 'event',
  fields: [
    // assumed: which patient the visit belongs to
    {
      source: 'patient_id',
      type: 'reference',
      required: true,
      reference: { entity: 'patients', searchField: 'subject_id' },
    },
    { source: 'scheduled_visit', type: 'datetime', required: true },
    status('attendance_status', ['scheduled', 'attended', 'missed', 'cancelled'], { required: true }),
    { source: 'randomisation_code', type: 'text', maxLength: 64, sensitive: true },
    { source: 'signed_consent', type: 'boolean', filterable: true },
    { source: 'screen_fail_reason', type: 'longText', maxLength: 2000, sensitive: true },
    ...timestamps(),
  ],
  list: {
    sort: { field: 'scheduled_visit', order: 'DESC' },
    columns: ['scheduled_visit', 'patient_id', 'attendance_status', 'signed_consent'],
  },
  access: { read: 'admin', permissions: { read: [PERM.sites] } },
  seed: { count: 600 },
});
