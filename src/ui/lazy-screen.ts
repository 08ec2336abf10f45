import type { ComponentType } from 'react';
import { createElement, lazy, useState } from 'react';

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
export type LazyScreen<P extends object> = ComponentType<P> & { preload(): Promise<void> };

/** Whether a screen component was made by `lazyScreen` (and so can be preloaded). */
export function isPreloadable<P extends object>(component: ComponentType<P>): component is LazyScreen<P> {
  return typeof (component as { preload?: unknown }).preload === 'function';
}

/**
 * `React.lazy` with the spec's recovery: when a screen's code fails to load (typically a new
 * deployment replaced the chunks), the browser does a full load of the target path. A second
 * failure for the same path shortly after is rethrown to the error page instead of looping.
 *
 * Once the code is in (preloaded, or after a first render), the screen renders directly instead
 * of through `React.lazy`: a lazy component suspends on its first render even when its module is
 * already loaded, and React then holds the whole screen back behind its fallback for a moment.
 */
export function lazyScreen<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyScreen<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const fetchOnce = () => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(() =>
    fetchOnce().catch((error: unknown) => {
      const target = window.location.pathname + window.location.search + window.location.hash;
      if (recentlyReloaded(target)) throw error;
      markReloaded(target);
      console.error('Loading a screen failed; reloading', error);
      browserNavigation.fullLoad(target);
      return new Promise<never>(() => undefined);
    }),
  );
  function Screen(props: P) {
    // Chosen once per mounted screen, so a later render never swaps the component (and its state).
    const [Component] = useState(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  // A failed preload is left to the first render, which recovers as above.
  Screen.preload = () =>
    fetchOnce().then(
      () => undefined,
      () => undefined,
    );
  return Screen;
}
