import type { Location } from 'react-router-dom';

/** What the app needs from react-router's data router; small so tests can use a memory router. */
export interface AppRouter {
  state: { location: Location; initialized: boolean };
  navigate(to: string, opts?: { replace?: boolean }): Promise<void>;
  subscribe(fn: (state: { location: Location }) => void): () => void;
}

let previous: { pathname: string } | null = null;
let current: string | null = null;

/**
 * Remembers where the last navigation came from, for guards that depend on it (deviceCode is
 * only allowed when arriving from /login). Returns the unsubscribe function.
 */
export function trackNavigation(router: AppRouter): () => void {
  previous = null;
  current = router.state.location.pathname;
  return router.subscribe(({ location }) => {
    if (location.pathname === current) return;
    previous = current === null ? null : { pathname: current };
    current = location.pathname;
  });
}

export function previousLocation(): { pathname: string } | null {
  return previous;
}

/** Resolves once the router has settled its first location (spec start-up: "wait for router"). */
export function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe(() => {
      if (!router.state.initialized) return;
      stop();
      resolve();
    });
  });
}
