import { defineEntity } from '@/engine';
import { PERM, byLabel, nameAndLabel } from './_fields';

/** Patient statuses along a study journey: a machine name and a label. */
export default defineEntity({
  file: 'schemas/patient-statuses.ts',
  name: 'patient-statuses',
  recordTitle: 'label',
  icon: 'flag',
  fields: [...nameAndLabel()],
  list: byLabel(),
  access: { permissions: { read: [PERM.sites] } },
  seed: { count: 8 },
});
