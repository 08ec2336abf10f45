import type { ResourceModule } from '@/shell/module';
import { PERM } from '@/auth/permission-names';
import { lazyScreen } from '@/ui/lazy-screen';
import { getUsersList } from './list-api';

/**
 * Participants and staff: the users list (through the filter call) with its filter builder, new users, a user's page with
 * its tabs, call and document pages, and a cohort's members.
 */
const users: ResourceModule = {
  id: 'users',
  menu: [{ id: 'users', target: '/users/', permissions: [PERM.users], icon: 'people', order: 10 }],
  routes: [
    { path: '/users', lists: 'users', component: lazyScreen(() => import('./users-list-page')) },
    { path: '/users/create', component: lazyScreen(() => import('./new-user-page')) },
    { path: '/users/:id', component: lazyScreen(() => import('./user-page')) },
    { path: '/users/:id/show', component: lazyScreen(() => import('./show-redirect')) },
    { path: '/users/:user_id/call/:call_id', component: lazyScreen(() => import('./call-page')) },
    { path: '/users/:user_id/document/:document_id', component: lazyScreen(() => import('./document-page')) },
    { path: '/cohorts/:id', area: 'cohorts', component: lazyScreen(() => import('./cohort-page')) },
  ],
  reads: { users: { getList: getUsersList } },
  mocks: import.meta.env.VITE_MOCK === 'true' ? () => import('./mocks') : undefined,
  mockSeed: import.meta.env.VITE_MOCK === 'true' ? () => import('./mocks/seed-tables') : undefined,
  contract: () => import('./contract'),
};

export default users;
