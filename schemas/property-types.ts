import { defineEntity } from '@/engine';
import { PERM, nameAndLabel } from './_fields';

// assumed: the spec names property types without fields; the value kind of a custom property.
export default defineEntity({
  recordTitle: 'label',
  icon: 'label',
  fields: [...nameAndLabel()],
  list: { sort: { field: 'label', order: 'ASC' } },
  access: { permissions: { read: [PERM.users] } },
  seed: { count: 5 },
});
