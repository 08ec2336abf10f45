import { defineEntity } from '@/engine';
import { PERM, status } from './_fields';

/** Events that send a template: context, conditions, parameters, stage support (SPEC §3). */
export default defineEntity({
  recordTitle: 'name',
  icon: 'bolt',
  fields: [
    // assumed: a trigger needs a name to be picked from a template
    { source: 'name', type: 'text', required: true, maxLength: 120 },
    status('context', ['user', 'study', 'enrollment', 'order', 'kit']),
    { source: 'conditions', type: 'json' },
    { source: 'parameters', type: 'json' },
    { source: 'stage_support', type: 'tags' },
  ],
  list: { sort: { field: 'name', order: 'ASC' } },
  access: { permissions: { read: [PERM.templates] } },
  seed: { count: 30 },
});
