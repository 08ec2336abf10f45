import { defineEntity } from '@/engine';
import { PERM, reference } from './_fields';

/** Flows of question blocks; versioned, with an edit lock (check-out) held by a user. */
export default defineEntity({
  recordTitle: 'title',
  icon: 'account-tree',
  menu: 'own',
  fields: [
    { source: 'title', type: 'text', required: true, minLength: 2, maxLength: 200 },
    { source: 'description', type: 'longText', maxLength: 2000 },
    // A study's own flows are listed by this (its joining flow is one of them).
    reference('study_id', 'studies', 'title', { filterable: true }),
    { source: 'flow_version_id', type: 'number', readOnly: true, views: { list: false } },
    { source: 'version', type: 'number', readOnly: true },
    // Published only through its editor's publish (checks, change note, the version it makes).
    { source: 'is_published', type: 'boolean', filterable: true, lifecycle: true },
    reference('locale_id', 'locales', 'name'),
    { source: 'is_public', type: 'boolean', filterable: true, views: { list: false } },
    { source: 'is_admin_only', type: 'boolean', views: { list: false } },
    { source: 'allow_public_resume', type: 'boolean', views: { list: false } },
    { source: 'anonymous_submissions_only', type: 'boolean', views: { list: false } },
    { source: 'screenout_if_unsuccessful', type: 'boolean', views: { list: false } },
    { source: 'relevance', type: 'json' },
    { source: 'block_sections', type: 'json' },
    { source: 'end_section', type: 'json' },
    { source: 'end_rules', type: 'json' },
    { source: 'inclusion_criteria', type: 'json' },
    { source: 'blocks', type: 'json', readOnly: true },
    reference('locked_by_id', 'users', 'fullname', { readOnly: true }),
    { source: 'updated_at', type: 'datetime', readOnly: true },
  ],
  list: {
    sort: { field: 'updated_at', order: 'DESC' },
    searchFields: ['title'],
    columns: ['title', 'study_id', 'version', 'is_published', 'locked_by_id', 'updated_at'],
  },
  access: { permissions: { read: [PERM.flows] } },
});
