import type { ComponentType } from 'react';
import { preloadableLazy, type Preloadable } from './preloadable-lazy';

/** The browser's own navigation, behind an object so tests can observe it. */
export const browserNavigation = {
  fullLoad(href: string): void {
    window.location.assign(href);
  },
};

const RELOAD_KEY = 'rc-lazy-reload';
// A second failure for the same path within this window means reloading does not help.
const RELOAD_WINDOW_MS = 30_000;

function recentlyReloaded(path: string): boolean {
  try {
    const raw = sessionStorage.getItem(RELOAD_KEY);
    if (!raw) return false;
    const last: unknown = JSON.parse(raw);
    if (typeof last !== 'object' || last === null) return false;
    const { path: p, at } = last as { path?: unknown; at?: unknown };
    return p === path && typeof at === 'number' && Date.now() - at < RELOAD_WINDOW_MS;
  } catch {
    return false;
  }
}

function markReloaded(path: string): void {
  try {
    sessionStorage.setItem(RELOAD_KEY, JSON.stringify({ path, at: Date.now() }));
  } catch {
    // Storage may be unavailable (privacy mode); reloading once more is harmless.
  }
}

/** A lazily loaded screen; `preload()` fetches its code ahead of the first render. */
export type LazyScreen<P extends object> = Preloadable<P>;

/** Whether a screen component was made by `lazyScreen` (and so can be preloaded). */
export function isPreloadable<P extends object>(component: ComponentType<P>): component is LazyScreen<P> {
  return typeof (component as { preload?: unknown }).preload === 'function';
}

/**
 * `React.lazy` with the spec's recovery: when a screen's code fails to load (typically a new
 * deployment replaced the chunks), the browser does a full load of the target path. A second
 * failure for the same path shortly after is rethrown to the error page instead of looping.
 * Once the code is in (preloaded, or after a first render), the screen renders directly: React
 * would otherwise hold the whole screen back behind its fallback for a moment.
 */
export function lazyScreen<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyScreen<P> {
  return preloadableLazy(load, (error: unknown) => {
    const target = window.location.pathname + window.location.search + window.location.hash;
    if (recentlyReloaded(target)) throw error;
    markReloaded(target);
    console.error('Loading a screen failed; reloading', error);
    browserNavigation.fullLoad(target);
    return new Promise<never>(() => undefined);
  });
}
