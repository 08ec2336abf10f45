// Permission names from SPEC §6, grouped by the area that gates the data-menu entities.
export const PERM = {
  users: 'perm.admin_client.feature.users',
  cohorts: 'perm.users.create_admin',
  studies: 'perm.admin_client.feature.studies',
  externalStudies: 'perm.admin_client.feature.external_studies',
  flows: 'perm.flows_blocks.read_all',
  blogposts: 'perm.admin_client.feature.blogposts',
  sites: 'perm.admin_client.feature.sites',
  orders: 'perm.admin_client.feature.orders',
  kits: 'perm.admin_client.feature.kits',
  templates: 'perm.admin_menu.templates',
  superuser: 'perm.superuser',
} as const;

/** Study data is open to staff who see internal or external studies. */
export const STUDY_AREA = [PERM.studies, PERM.externalStudies];
/** Kit logistics: the spec's KitLink entry needs orders or kits. */
export const KITLINK_AREA = [PERM.orders, PERM.kits];
