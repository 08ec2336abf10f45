import type { ResourceModule } from '@/shell/module';
import { PERM } from '@/auth/permission-names';
import { lazyScreen } from '@/ui/lazy-screen';

/** Studies: the generated list, and each study's home, versions, editor, content, landing page, reports and map. */
const studies: ResourceModule = {
  id: 'studies',
  menu: [
    {
      id: 'studies',
      target: '/studies/',
      permissions: [PERM.studies, PERM.externalStudies],
      icon: 'science',
      highlight: ['/studies/[[study_id]]'],
      order: 30,
      narrowTarget: {
        permissions: [PERM.externalStudies],
        unless: [PERM.studies],
        target: '/studies?type=external',
      },
    },
  ],
  routes: [
    {
      path: '/studies/:study_id',
      layout: 'editor',
      component: lazyScreen(() => import('./editor/editor-page')),
    },
    {
      path: '/studies/:study_id/page-editor',
      component: lazyScreen(() => import('./page-editor/page-editor')),
    },
    { path: '/studies/:study_id/reports', component: lazyScreen(() => import('./reports/reports-page')) },
    { path: '/studies/:study_id/content', component: lazyScreen(() => import('./content/content-page')) },
    {
      path: '/studies/:study_id/content/:content_id',
      component: lazyScreen(() => import('./content/content-item-page')),
    },
    { path: '/studies/:study_id/mapper', component: lazyScreen(() => import('./map/mapper-page')) },
    { path: '/study/:study_id', component: lazyScreen(() => import('./home/home-page')) },
    { path: '/studies/:study_id/show', component: lazyScreen(() => import('./home/show-redirect')) },
    {
      path: '/study/:study_id/versions/:version_id',
      component: lazyScreen(() => import('./version/version-page')),
    },
  ],
  mocks: import.meta.env.VITE_MOCK === 'true' ? () => import('./mocks') : undefined,
  mockSeed: import.meta.env.VITE_MOCK === 'true' ? () => import('./mocks/seed-tables') : undefined,
  contract: () => import('./contract'),
};

export default studies;
