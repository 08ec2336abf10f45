import type { ComponentType } from 'react';
import { createElement, lazy, useState } from 'react';

/** A lazily loaded component; `preload()` fetches its code ahead of the first render. */
export type Preloadable<P extends object> = ComponentType<P> & { preload(): Promise<void> };

type Module<P extends object> = { default: ComponentType<P> };

/**
 * `React.lazy` that can be fetched ahead, and that renders directly once its code is in
 * (preloaded, or after a first render): a lazy component suspends on its first render even when
 * its module is already loaded, and React then shows the fallback for a frame and swaps it, which
 * moves what is below. `recover` turns a failed load into what the lazy component resolves to (or
 * rethrows); without it the failure reaches the nearest error boundary.
 */
export function preloadableLazy<P extends object>(
  load: () => Promise<Module<P>>,
  recover?: (error: unknown) => Promise<Module<P>>,
): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<Module<P>> | null = null;
  const fetchOnce = () => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // Forgotten, so that the next render or preload asks again.
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(() => (recover ? fetchOnce().catch(recover) : fetchOnce()));
  function Preloaded(props: P) {
    // Chosen once per mount, so a later render never swaps the component (and its state).
    const [Component] = useState(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  // A failed preload is left to the first render, which reports or recovers.
  Preloaded.preload = () =>
    fetchOnce().then(
      () => undefined,
      () => undefined,
    );
  return Preloaded;
}
