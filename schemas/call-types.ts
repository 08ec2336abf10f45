import { defineEntity } from '@/engine';
import { PERM, byLabel, nameAndLabel } from './_fields';

// assumed: the spec names call types without fields; same shape as call statuses.
export default defineEntity({
  file: 'schemas/call-types.ts',
  name: 'call-types',
  recordTitle: 'label',
  icon: 'phone',
  fields: [...nameAndLabel()],
  list: byLabel(),
  access: { permissions: { read: [PERM.users] } },
  seed: { count: 8 },
});
