import type { ResourceModule } from '@/shell/module';
import { PERM } from '@/auth/permission-names';
import { lazyScreen } from '@/ui/lazy-screen';
import { readCurrentImpersonation } from './frame-reads';

/** Using the platform as another user (spec §1, §2). */
const impersonate: ResourceModule = {
  id: 'impersonate',
  menu: [
    {
      id: 'impersonate',
      target: '/impersonate',
      permissions: [PERM.impersonate],
      icon: 'person',
      order: 120,
    },
  ],
  routes: [{ path: '/impersonate', component: lazyScreen(() => import('./impersonate-page')) }],
  banners: [lazyScreen(() => import('./banner'))],
  frameReads: [readCurrentImpersonation],
  mocks: import.meta.env.VITE_MOCK === 'true' ? () => import('./mocks') : undefined,
  contract: () => import('./contract'),
};

export default impersonate;
