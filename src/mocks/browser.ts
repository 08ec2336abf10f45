import { setupWorker } from 'msw/browser';
import { controls, persistControls, type MockControls } from './controls';
import { handlers } from './handlers';

declare global {
  interface Window {
    /** Mock controls for browser tests and demos (CONTRACT "Mock controls"); only in mock mode. */
    __mock?: MockControls;
  }
}

/** Starts the service-worker mock backend; the app imports this module dynamically, in mock mode only. */
export async function startMockWorker(): Promise<void> {
  persistControls(window.sessionStorage);
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    quiet: true,
    onUnhandledRequest(request, print) {
      const url = new URL(request.url);
      if (url.origin === window.location.origin && url.pathname.startsWith('/api')) print.warning();
    },
  });
  window.__mock = controls;
}
