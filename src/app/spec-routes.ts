import type { GuardName } from '@/auth';
import type { EntityView, SpecRoute } from './route-types';

/** Spec §2: admin-default and email-editor routes need a signed-in user who accepted the terms. */
export const ADMIN_META: readonly GuardName[] = ['auth', 'aula'];

const admin = (id: string, path: string, entity?: [string, EntityView]): SpecRoute => ({
  id,
  path,
  layout: 'admin',
  meta: ADMIN_META,
  ...(entity ? { entity: { name: entity[0], view: entity[1] } } : {}),
});

const auth = (id: string, path: string, meta: readonly GuardName[]): SpecRoute => ({
  id,
  path,
  layout: 'auth',
  meta,
});

/** Every route of SPEC §2 except home (react-admin's dashboard) and the catch-all. */
export const SPEC_ROUTES: readonly SpecRoute[] = [
  admin('blogpost_list', '/blogpost-list', ['blog-posts', 'list']),
  admin('blogpost_new', '/blogposts', ['blog-posts', 'create']),
  admin('blogpost_edit', '/blogposts/:id', ['blog-posts', 'edit']),
  admin('cohorts', '/cohorts', ['cohorts', 'list']),
  admin('cohort', '/cohorts/:id', ['cohorts', 'edit']),
  admin('emails', '/emails', ['templates', 'list']),
  admin('emails_setup', '/emails/setup'),
  admin('flows', '/flows', ['flows', 'list']),
  admin('impersonate', '/impersonate'),
  admin('kit_list', '/kit-list', ['kits', 'list']),
  admin('kitlink', '/kitlink'),
  admin('kitlink_assay', '/kitlink/assay/:id'),
  admin('kitlink_create_order', '/kitlink/create-order'),
  admin('kitlink_kit', '/kitlink/kit/:id'),
  admin('kitlink_order', '/kitlink/order/:id'),
  admin('order_list', '/order-list', ['orders', 'list']),
  admin('order_new', '/orders', ['orders', 'create']),
  admin('order_edit', '/orders/:id', ['orders', 'edit']),
  admin('role_list', '/role-list', ['roles', 'list']),
  admin('role_new', '/roles', ['roles', 'create']),
  admin('role_edit', '/roles/:id', ['roles', 'edit']),
  admin('sites', '/sites', ['sites', 'list']),
  admin('site', '/sites/:id', ['sites', 'edit']),
  admin('site_referrals', '/sites/:site_id/referrals'),
  admin('users', '/users', ['users', 'list']),
  admin('user', '/users/:id', ['users', 'edit']),
  admin('user_call', '/users/:user_id/call/:call_id'),
  admin('user_document', '/users/:user_id/document/:document_id'),
  admin('studies', '/studies', ['studies', 'list']),
  admin('study_editor', '/studies/:id', ['studies', 'edit']),
  admin('study_page_editor', '/studies/:study_id/page-editor'),
  admin('study_reports', '/studies/:study_id/reports'),
  admin('study_content', '/studies/:study_id/content'),
  admin('study_content_item', '/studies/:study_id/content/:content_id'),
  admin('study_flows', '/studies/:study_id/flows'),
  admin('study_mapper', '/studies/:study_id/mapper'),
  admin('study_flow', '/studies/flow/:flow_id'),
  admin('study_flow_block', '/studies/flow/:flow_id/block/:block_id'),
  admin('study_flow_mapper', '/studies/flow/:flow_id/mapper'),
  admin('study_overview', '/study/:study_id'),
  admin('study_version', '/study/:study_id/versions/:version_id'),
  admin('template_new', '/templates/create', ['templates', 'create']),
  admin('labs', '/labs'),
  admin('labs_content', '/labs/content/:content_key?'),
  admin('labs_content_list', '/labs/content-list'),
  admin('labs_content_playground', '/labs/content-playground'),
  admin('labs_fabric_ingestion', '/labs/fabric-ingestion'),
  admin('labs_landing_page_generator', '/labs/landing-page-generator'),
  admin('labs_migrations', '/labs/migrations'),
  admin('labs_study_visualiser', '/labs/study-visualiser'),
  admin('labs_system_settings', '/labs/system-settings'),
  { id: 'template_editor', path: '/templates/:template_id', layout: 'email-editor', meta: ADMIN_META },
  auth('login', '/login', ['guest']),
  auth('forgot_password', '/forgot-password', ['guest']),
  auth('device_code', '/device-code', ['guest', 'deviceCode']),
  auth('complete_registration', '/complete-registration/:regToken', ['guest']),
  auth('reset_password', '/resetpass/:token', ['guest']),
  auth('accept_license', '/apula/accept-license-agreement', ['auth']),
  auth('platform_license', '/apula/platform-user-license-agreement', []),
];

/** Spec §2 legacy redirects (the query string is kept). */
export const LEGACY_REDIRECTS: ReadonlyArray<readonly [from: string, to: string]> = [
  ['/admin/users', '/users'],
  ['/email-list', '/emails'],
  ['/aula/platform-user-license-agreement', '/apula/platform-user-license-agreement'],
  ['/aula/accept-license-agreement', '/apula/accept-license-agreement'],
];
