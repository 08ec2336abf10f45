import { defineEntity } from '@/engine';
import { SHARED_STUDY_DATA, timestamps } from './_fields';

export default defineEntity({
  recordTitle: 'title',
  icon: 'poll',
  fields: [
    { source: 'title', type: 'text', required: true, minLength: 2, maxLength: 200 },
    { source: 'description', type: 'longText', maxLength: 2000 },
    { source: 'definition', type: 'json' },
    { source: 'published', type: 'boolean', filterable: true },
    { source: 'display_results', type: 'boolean' },
    { source: 'non_repeatable', type: 'boolean' },
    { source: 'no_longer_active', type: 'boolean', filterable: true },
    { source: 'may_never_be_shared', type: 'boolean', views: { list: false } },
    { source: 'is_pulse', type: 'boolean', filterable: true, views: { list: false } },
    { source: 'is_resume_enabled', type: 'boolean', views: { list: false } },
    ...timestamps(),
  ],
  list: { sort: { field: 'title', order: 'ASC' } },
  // Surveys belong to studies (a study's prescreen survey): the study area's staff manage them.
  access: { permissions: SHARED_STUDY_DATA },
  cacheTtl: 86_400_000,
});
