import { defineEntity } from '@/engine';
import { address, PERM, reference, references, status, timestamps } from './_fields';

/** Participants and staff. Contact details and health-adjacent answers are personal data: sensitive. */
export default defineEntity({
  recordTitle: 'fullname',
  icon: 'people',
  menu: 'own',
  fields: [
    { source: 'email', type: 'email', required: true, maxLength: 255, sensitive: true, filterable: true },
    { source: 'fullname', type: 'text', required: true, minLength: 2, maxLength: 120, sensitive: true },
    { source: 'phone', type: 'text', maxLength: 32, sensitive: true, views: { list: false } },
    { source: 'birthday', type: 'date', sensitive: true, views: { list: false } },
    status('sex', ['female', 'male', 'intersex', 'prefer_not_to_say'], {
      sensitive: true,
      views: { list: false },
    }),
    { source: 'ethnicity', type: 'text', maxLength: 80, sensitive: true, views: { list: false } },
    address('shipping_address', { sensitive: true }),
    reference('cohort', 'cohorts', 'name'),
    reference('partner_id', 'partners', 'name'),
    references('role_list', 'roles', 'name', { views: { list: false } }),
    { source: 'notifications', type: 'boolean', views: { list: false } },
    { source: 'monthly_newsletter', type: 'boolean', filterable: true, views: { list: false } },
    { source: 'contactable_by_phone', type: 'boolean', views: { list: false } },
    { source: 'registration_source', type: 'text', maxLength: 80, filterable: true },
    { source: 'referral_code', type: 'text', maxLength: 40, views: { list: false } },
    { source: 'utm_source', type: 'text', maxLength: 120, views: { list: false } },
    { source: 'utm_medium', type: 'text', maxLength: 120, views: { list: false } },
    { source: 'utm_campaign', type: 'text', maxLength: 120, views: { list: false } },
    { source: 'is_site', type: 'boolean', filterable: true },
    { source: 'email_validated', type: 'boolean', readOnly: true, filterable: true },
    { source: 'password_set', type: 'boolean', readOnly: true },
    { source: 'accepted_admin_terms_at', type: 'datetime', readOnly: true, views: { list: false } },
    { source: 'custom_properties', type: 'json', sensitive: true },
    ...timestamps(),
  ],
  list: {
    sort: { field: 'created_at', order: 'DESC' },
    searchFields: ['fullname', 'email'],
    columns: ['fullname', 'email', 'cohort', 'registration_source', 'email_validated', 'created_at'],
  },
  access: { permissions: { read: [PERM.users] }, participantData: true },
  seed: { count: 10_000, unique: ['email'] },
});
