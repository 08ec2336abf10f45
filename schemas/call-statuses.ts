import { defineEntity } from '@/engine';
import { PERM, byLabel, nameAndLabel } from './_fields';

// The spec gives call statuses a name and a label (GET /admin/calls/statuses).
export default defineEntity({
  file: 'schemas/call-statuses.ts',
  name: 'call-statuses',
  recordTitle: 'label',
  icon: 'phone',
  fields: [...nameAndLabel()],
  list: byLabel(),
  access: { permissions: { read: [PERM.users] } },
  seed: { count: 8 },
});
