// Permission names of SPEC §6: the menu and the entity schemas gate on these.
export const PERM = {
  superuser: 'perm.superuser',
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
  impersonate: 'perm.admin_client.feature.impersonate',
  labs: 'perm.admin_client.feature.labs',
} as const;
