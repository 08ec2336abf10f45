import type { ComponentType } from 'react';
import { lazy } from 'react';

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

/**
 * `React.lazy` with the spec's recovery: when a screen's code fails to load (typically a new
 * deployment replaced the chunks), the browser does a full load of the target path. A second
 * failure for the same path shortly after is rethrown to the error page instead of looping.
 */
export function lazyScreen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() =>
    load().catch((error: unknown) => {
      const target = window.location.pathname + window.location.search + window.location.hash;
      if (recentlyReloaded(target)) throw error;
      markReloaded(target);
      console.error('Loading a screen failed; reloading', error);
      browserNavigation.fullLoad(target);
      return new Promise<never>(() => undefined);
    }),
  );
}
