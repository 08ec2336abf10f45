import type { ResourceModule } from '@/shell/module';
import { PERM } from '@/auth/permission-names';
import { lazyScreen } from '@/ui/lazy-screen';
import { behindLabsFlag } from './shared/labs-gate';
import { LABS_FLAG } from './tools';

/** The experimental tools under /labs (spec §2), shown only while their feature flag is on. */
const labs: ResourceModule = {
  id: 'labs',
  menu: [
    { id: 'labs', target: '/labs/', permissions: [PERM.labs], icon: 'biotech', order: 130, flag: LABS_FLAG },
  ],
  routes: [
    { path: '/labs', component: behindLabsFlag(lazyScreen(() => import('./index-page'))) },
    {
      path: '/labs/content/:content_key?',
      component: behindLabsFlag(lazyScreen(() => import('./content/content-page'))),
    },
    {
      path: '/labs/content-list',
      component: behindLabsFlag(lazyScreen(() => import('./content/content-list-page'))),
    },
    {
      path: '/labs/content-playground',
      component: behindLabsFlag(lazyScreen(() => import('./playground/playground-page'))),
    },
    {
      path: '/labs/fabric-ingestion',
      component: behindLabsFlag(lazyScreen(() => import('./ingest/ingest-page'))),
    },
    {
      path: '/labs/landing-page-generator',
      component: behindLabsFlag(lazyScreen(() => import('./landing/landing-page'))),
    },
    {
      path: '/labs/migrations',
      component: behindLabsFlag(lazyScreen(() => import('./migrations/migrations-page'))),
    },
    {
      path: '/labs/study-visualiser',
      component: behindLabsFlag(lazyScreen(() => import('./visualiser/visualiser-page'))),
    },
    {
      path: '/labs/system-settings',
      component: behindLabsFlag(lazyScreen(() => import('./settings/settings-page'))),
    },
  ],
  mocks: import.meta.env.VITE_MOCK === 'true' ? () => import('./mocks') : undefined,
  contract: () => import('./contract'),
};

export default labs;
