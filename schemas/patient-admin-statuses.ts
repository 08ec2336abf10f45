import { defineEntity } from '@/engine';
import { PERM, byLabel, nameAndLabel } from './_fields';

/** Administrative statuses a site sets on a patient: a machine name and a label. */
export default defineEntity({
  file: 'schemas/patient-admin-statuses.ts',
  name: 'patient-admin-statuses',
  recordTitle: 'label',
  icon: 'flag',
  fields: [...nameAndLabel()],
  list: byLabel(),
  access: { permissions: { read: [PERM.sites] } },
  seed: { count: 8 },
});
