import { defineEntity } from '@/engine';
import { PERM } from './_fields';

// assumed: the spec only shows locales as { id, name } from GET /admin/locales.
export default defineEntity({
  recordTitle: 'name',
  icon: 'language',
  fields: [
    { source: 'name', type: 'text', required: true, maxLength: 80 },
    { source: 'code', type: 'text', required: true, minLength: 2, maxLength: 10 },
    { source: 'is_enabled', type: 'boolean', filterable: true },
  ],
  list: { sort: { field: 'name', order: 'ASC' }, searchFields: ['name', 'code'] },
  // Every screen that names a locale reads them; adding or changing the platform's locales is
  // platform configuration, for superusers.
  access: { permissions: { write: [PERM.superuser] } },
  seed: { count: 8, unique: ['code'] },
});
