import { lazyScreen } from '@/ui/lazy-screen';
import type { ResourceModule } from '@/shell/module';

/** The authentication-layout pages of spec §2, with their guards. */
const auth: ResourceModule = {
  id: 'auth',
  routes: [
    { path: '/login', layout: 'auth', meta: ['guest'], component: lazyScreen(() => import('./login-page')) },
    {
      path: '/forgot-password',
      layout: 'auth',
      meta: ['guest'],
      component: lazyScreen(() => import('./forgot-password-page')),
    },
    {
      path: '/device-code',
      layout: 'auth',
      meta: ['guest', 'deviceCode'],
      component: lazyScreen(() => import('./device-code-page')),
    },
    {
      path: '/complete-registration/:regToken',
      layout: 'auth',
      meta: ['guest'],
      component: lazyScreen(() => import('./complete-registration-page')),
    },
    {
      path: '/resetpass/:token',
      layout: 'auth',
      meta: ['guest'],
      component: lazyScreen(() => import('./reset-password-page')),
    },
    {
      path: '/apula/accept-license-agreement',
      layout: 'auth',
      meta: ['auth'],
      component: lazyScreen(() => import('./accept-license-page')),
    },
    {
      path: '/apula/platform-user-license-agreement',
      layout: 'auth',
      meta: [],
      component: lazyScreen(() => import('./platform-license-page')),
    },
  ],
};

export default auth;
