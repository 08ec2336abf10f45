import { preloadListView, preloadRecordView } from '@/engine/screens';
import { isPreloadable } from '@/ui/lazy-screen';
import { appRoutes, CONSOLE } from './assembly';
import type { ResolvedRoute } from './route-resolution';
import { listedEntityOf, recordAt, routeAt } from './screen-data';

/**
 * Starts fetching the code of the screen a path lands on: at start-up, so that it renders as soon
 * as its guards pass, and when a menu entry is pointed at or focused, so the click finds it loaded.
 * A screen that shows a generated list fetches the list view too, instead of discovering it as it
 * renders. Only code is fetched: no data, no writes.
 */
export function preloadScreen(pathname: string, routes?: readonly ResolvedRoute[]): void {
  const path = pathname.split('?')[0] ?? pathname;
  const route = routeAt(path, routes ?? appRoutes);
  const resolution = route?.resolution;
  if (resolution?.kind === 'screen' && isPreloadable(resolution.component))
    void resolution.component.preload();
  if (listedEntityOf(path, route)) preloadListView();
  else {
    const record = recordAt(path, routes ?? appRoutes);
    if (record) preloadRecordView(record.view, record.schema);
  }
}

/**
 * Starts fetching the lazy parts of the admin frame itself (the modules' banners) with the first
 * screen. A banner still loading when the frame first renders suspends, and React then reveals
 * everything that suspends after it at most every 300 ms: the list below would wait for that too.
 */
export function preloadFrame(banners = CONSOLE.banners): void {
  for (const banner of banners) if (isPreloadable(banner)) void banner.preload();
}
