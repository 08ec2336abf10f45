import { defineEntity } from '@/engine';
import { PERM } from './_fields';

export default defineEntity({
  recordTitle: 'title',
  icon: 'category',
  fields: [{ source: 'title', type: 'text', required: true, maxLength: 120 }],
  list: { sort: { field: 'title', order: 'ASC' } },
  access: { permissions: { read: [PERM.flows], write: [PERM.superuser] } },
  seed: { count: 5 },
});
