import { setupWorker } from 'msw/browser';
import { controls, persistControls, type MockControls } from './controls';
import { serve } from './handlers';
import { keepSigningSecretIn } from './lib/signing';
import type { ServedApp } from './served-app';

export { MockFeatureFlags } from './feature-flags';

declare global {
  interface Window {
    /** Mock controls for browser tests and demos (CONTRACT "Mock controls"); only in mock mode. */
    __mock?: MockControls;
  }
}

/**
 * Clicking a mailto: or tel: link makes Chromium fire `beforeunload` although the page stays; MSW
 * takes that event for the page closing and stops answering it, so every later request fails
 * until a reload (mswjs/msw#1697). Registered before MSW's own listener, this keeps such an event
 * from it; a real unload still reaches it.
 */
function keepWorkerThroughExternalLinks(): void {
  let clickedAt = Number.NEGATIVE_INFINITY;
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (link && /^(mailto|tel):/i.test(link.getAttribute('href') ?? '')) clickedAt = performance.now();
    },
    true,
  );
  window.addEventListener('beforeunload', (event) => {
    if (performance.now() - clickedAt < 1000) event.stopImmediatePropagation();
  });
}

/**
 * Starts the service-worker mock backend for `app`; the app imports this module dynamically, in
 * mock mode only, and hands itself over here.
 */
export async function startMockWorker(app: ServedApp): Promise<void> {
  persistControls(window.sessionStorage);
  keepSigningSecretIn(window.localStorage);
  keepWorkerThroughExternalLinks();
  // The service worker registers while the handlers load; nothing is asked before both are in.
  const handlers = serve(app);
  handlers.catch(() => undefined); // thrown below, where it is awaited
  const worker = setupWorker();
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    quiet: true,
    onUnhandledRequest(request, print) {
      const url = new URL(request.url);
      if (url.origin === window.location.origin && url.pathname.startsWith('/api')) print.warning();
    },
  });
  worker.resetHandlers(...(await handlers));
  window.__mock = controls;
}
