import type { QueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import type { Store } from 'react-admin';
// From react-router-dom, the entry react-admin itself imports: tests that load packages natively
// then share one router instance with it (react-router-dom re-exports react-router in the browser).
import { createBrowserRouter, createMemoryRouter, matchPath } from 'react-router-dom';
import { App } from './app';
import type { AppRouter } from './navigation';
import { appRoutes, type Assembly } from './assembly';

export interface AppRouterOptions {
  store?: Store;
  /** A memory router starting at these entries (tests); the browser history otherwise. */
  initialEntries?: string[];
  /** The console's areas; the registries' unless a test brings its own. */
  assembly?: Assembly;
  /** The app's query cache (start-up fills it ahead of the first screen). */
  queryClient?: QueryClient;
}

/** Browser history mode with base path / (spec §2); react-admin runs under its one splat route. */
export function createAppRouter({ store, initialEntries, assembly, queryClient }: AppRouterOptions = {}) {
  const routes = [{ path: '*', element: createElement(App, { store, assembly, queryClient }) }];
  return initialEntries ? createMemoryRouter(routes, { initialEntries }) : createBrowserRouter(routes);
}

const authPatterns = appRoutes.filter((r) => r.layout === 'auth').map((r) => r.path);

/** The HTTP client's 401 rule leaves authentication-layout pages alone. */
export function isAuthLayoutPath(pathname: string): boolean {
  return authPatterns.some((p) => matchPath(p, pathname) !== null);
}

export { preloadFrame, preloadScreen } from './screen-preload';
export type { AppRouter };
