import { defineEntity } from '@/engine';
import { PERM } from './_fields';

/** Administrative statuses a site sets on a patient: a machine name and a label. */
export default defineEntity({
  file: 'schemas/patient-admin-statuses.ts',
  name: 'patient-admin-statuses',
  recordTitle: 'label',
  icon: 'flag',
  fields: [
    { source: 'name', type: 'text', required: true, maxLength: 64 },
    { source: 'label', type: 'text', required: true, maxLength: 120 },
  ],
  list: { sort: { field: 'label', order: 'ASC' }, searchFields: ['name', 'label'] },
  access: { permissions: { read: [PERM.sites] } },
  seed: { count: 8 },
});
