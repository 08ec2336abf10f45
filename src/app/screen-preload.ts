import { matchRoutes } from 'react-router-dom';
import { isPreloadable } from '@/ui/lazy-screen';
import { appRoutes } from './assembly';
import type { ResolvedRoute } from './route-resolution';

const tableOf = (routes: readonly ResolvedRoute[]) => routes.map((route) => ({ path: route.path, route }));
const consoleTable = tableOf(appRoutes);

/**
 * Starts fetching the code of the screen a path lands on: at start-up, so that it renders as soon
 * as its guards pass, and when a menu entry is pointed at or focused, so the click finds it loaded.
 * Entity lists are preloaded by the shell layout. Only code is fetched: no data, no writes.
 */
export function preloadScreen(pathname: string, routes?: readonly ResolvedRoute[]): void {
  const table = routes ? tableOf(routes) : consoleTable;
  const resolution = matchRoutes(table, pathname.split('?')[0] ?? pathname)?.at(-1)?.route.route.resolution;
  if (resolution?.kind === 'screen' && isPreloadable(resolution.component))
    void resolution.component.preload();
}
