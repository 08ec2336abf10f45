import { defineEntity } from '@/engine';
import { PERM } from './_fields';

// assumed: the spec names responses without fields; a participant's answers to a survey or flow.
export default defineEntity({
  file: 'schemas/responses.ts',
  name: 'responses',
  recordTitle: 'id',
  icon: 'chat',
  fields: [
    {
      source: 'user_id',
      type: 'reference',
      required: true,
      reference: { entity: 'users', searchField: 'fullname' },
    },
    { source: 'survey_id', type: 'reference', reference: { entity: 'surveys', searchField: 'title' } },
    { source: 'flow_id', type: 'reference', reference: { entity: 'flows', searchField: 'title' } },
    { source: 'answers', type: 'json', sensitive: true },
    { source: 'is_complete', type: 'boolean', filterable: true },
    { source: 'submitted_at', type: 'datetime' },
  ],
  list: { sort: { field: 'submitted_at', order: 'DESC' } },
  access: { update: 'none', permissions: { read: [PERM.users] } },
  seed: { count: 800 },
});
