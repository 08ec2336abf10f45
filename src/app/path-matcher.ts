import { matchRoutes } from 'react-router-dom';
import { LruCache } from '@/lib/lru-cache';

/** Paths remembered per table: a session's worth of menu entries and rows. */
const REMEMBERED_PATHS = 200;

/**
 * What `pick` makes of the deepest route of `table` a path matches, each path matched once:
 * react-router ranks the whole table on every match, and the frame and the prefetch ask per render
 * and per hover.
 */
export function pathMatcher<R extends { path: string }, T>(
  table: readonly R[],
  pick: (route: R | undefined) => T,
): (pathname: string) => T {
  const seen = new LruCache<string, { value: T }>(REMEMBERED_PATHS);
  return (pathname) => {
    let hit = seen.get(pathname);
    if (!hit) {
      hit = { value: pick(matchRoutes([...table], pathname)?.at(-1)?.route) };
      seen.set(pathname, hit);
    }
    return hit.value;
  };
}
