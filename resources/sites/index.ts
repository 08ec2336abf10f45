import type { ResourceModule } from '@/shell/module';
import { PERM } from '@/auth/permission-names';
import { EntityEditPage } from '@/engine/screens';
import { lazyScreen } from '@/ui/lazy-screen';

/**
 * Sites: the generated list, and a site's page with two tabs on their own addresses, its details
 * (form, address, studies) and the participants referred to it.
 */
// The details tab holds the generated form, its own chunk: both are fetched at once, not in turn.
const site = lazyScreen(() => {
  void EntityEditPage.preload();
  return import('./site-page');
});

const sites: ResourceModule = {
  id: 'sites',
  menu: [
    {
      id: 'sites',
      target: '/sites/',
      permissions: [PERM.sites],
      icon: 'place',
      highlight: ['/sites/[[site_id]]'],
      order: 60,
    },
  ],
  routes: [
    { path: '/sites/:site_id', component: site },
    { path: '/sites/:site_id/referrals', component: site },
    { path: '/sites/:site_id/history', component: site },
  ],
  mocks: import.meta.env.VITE_MOCK === 'true' ? () => import('./mocks') : undefined,
  mockSeed: import.meta.env.VITE_MOCK === 'true' ? () => import('./mocks/seed-tables') : undefined,
  contract: () => import('./contract'),
};

export default sites;
