import { defineEntity } from '@/engine';
import { PERM, reference } from './_fields';

// assumed: the spec names responses without fields; a participant's answers to a survey or flow.
export default defineEntity({
  recordTitle: 'id',
  icon: 'chat',
  fields: [
    reference('user_id', 'users', 'fullname', { required: true }),
    reference('survey_id', 'surveys', 'title'),
    reference('flow_id', 'flows', 'title'),
    { source: 'answers', type: 'json', sensitive: true },
    { source: 'is_complete', type: 'boolean', filterable: true },
    { source: 'submitted_at', type: 'datetime' },
  ],
  list: { sort: { field: 'submitted_at', order: 'DESC' } },
  access: { update: 'none', permissions: { read: [PERM.users] }, participantData: true },
  seed: { count: 800 },
});
