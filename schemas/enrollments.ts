import { defineEntity } from '@/engine';
import { PERM, status, STUDY_AREA, timestamps } from './_fields';

// assumed: the spec names enrollments without fields; a user's place in a study.
export default defineEntity({
  file: 'schemas/enrollments.ts',
  name: 'enrollments',
  recordTitle: 'id',
  icon: 'assignment',
  fields: [
    {
      source: 'user_id',
      type: 'reference',
      required: true,
      reference: { entity: 'users', searchField: 'fullname' },
    },
    {
      source: 'study_id',
      type: 'reference',
      required: true,
      reference: { entity: 'studies', searchField: 'title' },
    },
    status('status', ['invited', 'started', 'eligible', 'ineligible', 'enrolled', 'withdrawn', 'completed'], {
      required: true,
    }),
    { source: 'enrolled_at', type: 'datetime' },
    { source: 'withdrawn_at', type: 'datetime', notBefore: 'enrolled_at' },
    ...timestamps(),
  ],
  list: { sort: { field: 'created_at', order: 'DESC' } },
  access: { permissions: { read: [PERM.users, ...STUDY_AREA] } },
  seed: { count: 800 },
});
