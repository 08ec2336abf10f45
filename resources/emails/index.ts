import type { ResourceModule } from '@/shell/module';
import { PERM } from '@/auth/permission-names';
import { lazyScreen } from '@/ui/lazy-screen';

/**
 * The email area: the template list on the spec's paths, a template's editor (spec §2), and the
 * set-up of triggers and segments.
 */
const emails: ResourceModule = {
  id: 'emails',
  menu: [{ id: 'emails', target: '/emails/', permissions: [PERM.templates], icon: 'email', order: 100 }],
  routes: [
    { path: '/emails', component: lazyScreen(() => import('./emails-list-page')) },
    { path: '/emails/setup', component: lazyScreen(() => import('./setup/setup-page')) },
    // One way to start a template, in place of the generic form: what is asked here reaches the editor.
    { path: '/templates/create', component: lazyScreen(() => import('./start/start-page')) },
    {
      path: '/templates/:template_id',
      layout: 'editor',
      component: lazyScreen(() => import('./template-editor-page')),
    },
  ],
  mocks: import.meta.env.VITE_MOCK === 'true' ? () => import('./mocks') : undefined,
  mockSeed: import.meta.env.VITE_MOCK === 'true' ? () => import('./mocks/seed-tables') : undefined,
  contract: () => import('./contract'),
};

export default emails;
