import { defineEntity } from '@/engine';
import { reference, status, STUDY_AREA, timestamps } from './_fields';

// assumed: the spec names enrollments without fields; a user's place in a study.
export default defineEntity({
  recordTitle: 'id',
  icon: 'assignment',
  fields: [
    reference('user_id', 'users', 'fullname', { required: true }),
    reference('study_id', 'studies', 'title', { required: true }),
    status('status', ['invited', 'started', 'eligible', 'ineligible', 'enrolled', 'withdrawn', 'completed'], {
      required: true,
    }),
    { source: 'enrolled_at', type: 'datetime' },
    { source: 'withdrawn_at', type: 'datetime', notBefore: 'enrolled_at' },
    ...timestamps(),
  ],
  list: { sort: { field: 'created_at', order: 'DESC' } },
  access: { permissions: { read: STUDY_AREA }, participantData: true },
  seed: { count: 800 },
});
