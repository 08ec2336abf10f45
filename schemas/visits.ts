import { defineEntity } from '@/engine';
import { PERM, reference, status, timestamps } from './_fields';

export default defineEntity({
  recordTitle: 'scheduled_visit',
  icon: 'event',
  fields: [
    // assumed: which patient the visit belongs to
    reference('patient_id', 'patients', 'subject_id', { required: true }),
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
  access: { read: 'admin', permissions: { read: [PERM.sites] }, participantData: true },
  seed: { count: 600 },
});
