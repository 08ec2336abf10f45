import { defineEntity } from '@/engine';
import { PERM, reference, timestamps } from './_fields';

export default defineEntity({
  recordTitle: 'name',
  icon: 'segment',
  fields: [
    { source: 'name', type: 'text', required: true, maxLength: 120 },
    { source: 'description', type: 'longText', maxLength: 1000 },
    { source: 'query', type: 'json', required: true },
    reference('created_by', 'users', 'fullname', { readOnly: true }),
    ...timestamps(),
  ],
  list: { sort: { field: 'name', order: 'ASC' } },
  access: { permissions: { read: [PERM.templates] } },
  seed: { count: 50 },
});
