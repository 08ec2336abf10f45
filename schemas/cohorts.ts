import { defineEntity } from '@/engine';
import { PERM, reference, timestamps } from './_fields';

// assumed: the spec lists no cohort fields; a cohort is a named, saved user query.
export default defineEntity({
  recordTitle: 'name',
  icon: 'groups',
  menu: 'own',
  menuEntry: { id: 'cohorts', target: '/cohorts/', permissions: [PERM.cohorts], icon: 'groups', order: 20 },
  fields: [
    { source: 'name', type: 'text', required: true, minLength: 2, maxLength: 120 },
    { source: 'description', type: 'longText', maxLength: 1000 },
    reference('study_id', 'studies', 'title'),
    { source: 'query', type: 'json' },
    { source: 'size', type: 'number', readOnly: true },
    ...timestamps(),
  ],
  list: { sort: { field: 'name', order: 'ASC' }, columns: ['name', 'study_id', 'size', 'updated_at'] },
  access: { permissions: { read: [PERM.cohorts] } },
  seed: { count: 60 },
});
