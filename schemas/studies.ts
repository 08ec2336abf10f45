import { defineEntity } from '@/engine';
import { CURRENCIES, localeText, money, PERM, reference, status, STUDY_AREA, timestamps } from './_fields';

const DAY_MS = 86_400_000;

/** Studies; a study whose end date is past is archived (the derived `archived` flag). */
export default defineEntity({
  recordTitle: 'title',
  icon: 'science',
  menu: 'own',
  fields: [
    { source: 'title', type: 'text', required: true, minLength: 3, maxLength: 200 },
    { source: 'key', type: 'text', required: true, minLength: 2, maxLength: 64 },
    { source: 'start', type: 'date' },
    { source: 'end', type: 'date', notBefore: 'start' },
    {
      source: 'archived',
      type: 'boolean',
      readOnly: true,
      filterable: true,
      derived: { rule: 'pastDate', from: 'end' },
    },
    // Published only through its editor's publish (checks, change note, the version it makes).
    { source: 'is_published', type: 'boolean', filterable: true, lifecycle: true },
    { source: 'published', type: 'datetime', readOnly: true, views: { list: false } },
    // assumed: how the spec's "external studies" are told apart (the /studies?type=external view)
    { source: 'is_external', type: 'boolean', filterable: true, views: { list: false } },
    status('type_of_study', ['interventional', 'observational', 'registry', 'survey']),
    { source: 'researcher', type: 'text', maxLength: 120, views: { list: false } },
    { source: 'researcher_email', type: 'email', maxLength: 255, views: { list: false } },
    { source: 'sponsor_lead', type: 'text', maxLength: 120, views: { list: false } },
    { source: 'tags', type: 'tags' },
    { source: 'goal', type: 'longText', maxLength: 2000 },
    localeText('descriptions'),
    reference('prescreen_survey', 'surveys', 'title'),
    reference('joining_flow_id', 'flows', 'title'),
    { source: 'reminder_emails', type: 'boolean', views: { list: false } },
    { source: 'requires_dna_data', type: 'boolean', filterable: true, views: { list: false } },
    status('kit_type', ['none', 'saliva', 'blood_spot', 'blood_draw', 'swab'], { views: { list: false } }),
    { source: 'is_publicly_listed', type: 'boolean', filterable: true, views: { list: false } },
    { source: 'is_portal_study', type: 'boolean', views: { list: false } },
    { source: 'country', type: 'text', minLength: 2, maxLength: 2, filterable: true },
    // assumed: the spec names "landing fields" without listing them
    localeText('landing_title', { views: { list: false } }),
    { source: 'landing_body', type: 'richText' },
    { source: 'landing_image_url', type: 'url', views: { list: false } },
    { source: 'payment_agreement', type: 'longText' },
    { source: 'partner_visible', type: 'boolean', views: { list: false } },
    { source: 'participant_target', type: 'number', min: 0, max: 10_000_000 },
    status('currency', CURRENCIES, { views: { list: false } }),
    money('partner_revenue', 'currency', { views: { list: false } }),
    money('participant_revenue', 'currency', { views: { list: false } }),
    { source: 'linkout_url_form', type: 'url', views: { list: false } },
    { source: 'client_codes', type: 'array', views: { list: false } },
    reference('primary_locale', 'locales', 'name'),
    { source: 'show_funnel', type: 'boolean', views: { list: false } },
    // The list's view of the versions: the published version, whether a draft is open, and who holds it.
    { source: 'version', type: 'number', readOnly: true },
    { source: 'has_draft', type: 'boolean', readOnly: true, filterable: true },
    reference('locked_by', 'users', 'fullname', { readOnly: true }),
    ...timestamps(),
  ],
  list: {
    sort: { field: 'start', order: 'DESC' },
    searchFields: ['title', 'key'],
    columns: [
      'title',
      'key',
      'start',
      'end',
      'archived',
      'is_published',
      'version',
      'has_draft',
      'locked_by',
    ],
    // Spec §2: staff who may see external studies but not internal ones get /studies?type=external.
    scope: { unless: [PERM.studies], filter: { is_external: true } },
  },
  access: { permissions: { read: STUDY_AREA } },
  cacheTtl: DAY_MS,
  seed: { count: 300, unique: ['key'] },
});
