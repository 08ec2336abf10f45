import type { ResourceModule } from '@/shell/module';
import { lazyScreen } from '@/ui/lazy-screen';

/**
 * Home (`/`): what a staff member needs first, by their permissions. No menu entry of its own,
 * so every signed-in user with accepted terms reaches it.
 */
const home: ResourceModule = {
  id: 'home',
  routes: [{ path: '/', component: lazyScreen(() => import('./home-page')) }],
};

export default home;
