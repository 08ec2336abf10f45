import { lazyScreen } from '@/ui/lazy-screen';
import type { ResourceModule } from '@/app/route-types';
import { ADMIN_META } from '@/app/spec-routes';

/** The email area: a template's editor route (spec §2, email-editor layout). */
export const emails: ResourceModule = {
  routes: [
    {
      path: '/templates/:template_id',
      layout: 'email-editor',
      meta: ADMIN_META,
      component: lazyScreen(() => import('./template-editor-page')),
    },
  ],
};
