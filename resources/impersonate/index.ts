import type { ResourceModule } from '@/app/module';
import { PERM } from '@/auth/permission-names';

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
  routes: [{ path: '/impersonate', pending: 'impersonate' }],
};

export default impersonate;
