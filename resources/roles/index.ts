import type { ResourceModule } from '@/shell/module';
import { PERM } from '@/auth/permission-names';
import { lazyScreen } from '@/ui/lazy-screen';

/**
 * Roles and their permissions, on the spec's own paths; only a superuser reaches them (spec §6).
 * A role's page is a grouped checklist with the menu its holders would get beside it.
 */
const roles: ResourceModule = {
  id: 'roles',
  menu: [
    {
      id: 'roles',
      target: '/role-list',
      permissions: [PERM.superuser],
      icon: 'security',
      highlight: ['/roles/[[role_id]]'],
      order: 110,
    },
  ],
  routes: [
    { path: '/role-list', entity: 'roles', view: 'list', recordPath: '/roles/:id' },
    { path: '/roles', entity: 'roles', view: 'create', recordPath: '/roles/:id' },
    { path: '/roles/:id', component: lazyScreen(() => import('./role-page')) },
  ],
  mockSeed: import.meta.env.VITE_MOCK === 'true' ? () => import('./mocks/seed-tables') : undefined,
};

export default roles;
