import type { ResourceModule } from '@/shell/module';
import { PERM } from '@/auth/permission-names';
import { lazyScreen } from '@/ui/lazy-screen';
import { recordRedirect } from '@/ui/record-redirect';

const editor = lazyScreen(() => import('./flow-editor-page'));

/** Flows: the lists, and the flow editor, its blocks and jump-logic map under a study's path. */
const flows: ResourceModule = {
  id: 'flows',
  menu: [
    {
      id: 'flows',
      target: '/flows/',
      permissions: [PERM.flows],
      icon: 'account-tree',
      highlight: ['/flows/[[flow_id]]'],
      order: 40,
    },
  ],
  // The editor's addresses sit under /studies/ (spec §2); opening them takes the flows permission.
  routes: [
    { path: '/flows', component: lazyScreen(() => import('./flows-page')) },
    // A flow opens in its editor, never the generic form (which would skip check-out and checks).
    { path: '/flows/create', entity: 'flows', view: 'create', recordPath: '/studies/flow/:id' },
    { path: '/flows/:id', component: recordRedirect('/studies/flow/:id') },
    { path: '/flows/:id/show', component: recordRedirect('/studies/flow/:id') },
    { path: '/studies/:study_id/flows', component: lazyScreen(() => import('./study-flows-page')) },
    { path: '/studies/flow/:flow_id', layout: 'editor', component: editor },
    { path: '/studies/flow/:flow_id/block/:block_id', layout: 'editor', component: editor },
    {
      path: '/studies/flow/:flow_id/mapper',
      layout: 'editor',
      component: lazyScreen(() => import('./mapper-page')),
    },
  ],
  mocks: import.meta.env.VITE_MOCK === 'true' ? () => import('./mocks') : undefined,
  mockSeed: import.meta.env.VITE_MOCK === 'true' ? () => import('./mocks/seed-tables') : undefined,
  contract: () => import('./contract'),
};

export default flows;
