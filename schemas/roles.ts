import { defineEntity } from '@/engine';
import { PERM, timestamps } from './_fields';

export default defineEntity({
  recordTitle: 'name',
  icon: 'security',
  menu: 'own',
  fields: [
    { source: 'name', type: 'text', required: true, minLength: 2, maxLength: 80 },
    { source: 'description', type: 'longText', maxLength: 500 },
    // The spec names restriction_policy without its meaning; kept as free JSON until it is known.
    { source: 'restriction_policy', type: 'json' },
    ...timestamps(),
  ],
  list: { sort: { field: 'name', order: 'ASC' } },
  access: { permissions: { read: [PERM.superuser] } },
  seed: { count: 12, unique: ['name'] },
});
