import { QueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { setHttpErrorHandlers } from '@/http';
import { i18n } from '@/i18n';
import { initSentry, startFeatureFlags } from '@/integrations';
import { toast } from '@/ui';
import { createAppRouter, isAuthLayoutPath, preloadFrame, preloadScreen } from './app-router';
import { fetchClientSettings } from './client-settings';
import { consoleDataProvider } from './app';
import { appRoutes, CONSOLE } from './assembly';
import { consoleStore } from './console-store';
import { startFirstScreen } from './first-screen';
import type { AppRouter } from './navigation';
import { routerReady, trackNavigation } from './navigation';
import { Root } from './root';

export const STARTUP_ERROR = 'Error initializing the app';

function translationReady(): Promise<void> {
  if (i18n.isInitialized) return Promise.resolve();
  return new Promise((resolve) => i18n.on('initialized', () => resolve()));
}

/** The HTTP client's error catalogue navigates with the router and speaks through toasts. */
export function wireHttpErrors(router: AppRouter): void {
  setHttpErrorHandlers({
    navigate: (to) => void router.navigate(to),
    notify: (text, theme) => void toast.show(text, theme),
    currentPath: () => router.state.location.pathname + router.state.location.search,
    isAuthLayoutPath,
  });
}

/**
 * Start-up in the order of spec §4: error-logging shim, translation, state store and router,
 * wait for the router, other plugins, feature flags, route tracking; then the client settings.
 * The error-logging and feature-flag SDKs are fetched at their step only when configured, so an
 * unconfigured console never downloads them. In mock mode the mock backend starts before anything
 * renders (imported dynamically, so a production bundle holds no mock code) and, without a
 * configured flag service, answers the feature flags. A throw is logged and nothing else happens.
 * Outside mock mode the first screen's calls start with the router, before any of those steps
 * has finished (see startFirstScreen).
 */
export async function bootstrap(container: HTMLElement): Promise<void> {
  // The mock backend starts at once, beside the steps below (it answers nothing they ask): its
  // files are preloaded by index.html, and it holds up only the first screen's calls. Marked as
  // handled here, a failure is still thrown where it is awaited. The literal comparison (not
  // env.mock) lets the production build drop the mock chunks entirely. The mock is handed the
  // app it stands in for (./mock-backend): it never imports the registry itself.
  const mockBackend =
    import.meta.env.VITE_MOCK === 'true'
      ? Promise.all([import('@/mocks/browser'), import('./mock-backend')]).then(async ([mock, app]) => {
          await mock.startMockWorker(app.servedApp);
          return mock;
        })
      : undefined;
  mockBackend?.catch(() => undefined);
  try {
    await initSentry();
    await translationReady();
    const store = consoleStore();
    const queryClient = new QueryClient();
    const router = createAppRouter({ store, queryClient });
    const { location } = router.state;
    preloadScreen(location.pathname);
    if (!isAuthLayoutPath(location.pathname)) preloadFrame();
    const firstScreen = () =>
      void startFirstScreen(location, {
        queryClient,
        dataProvider: consoleDataProvider(),
        store,
        routes: appRoutes,
        isAuthPage: isAuthLayoutPath,
        frameReads: CONSOLE.frameReads,
      });
    if (import.meta.env.VITE_MOCK !== 'true') firstScreen();
    await routerReady(router);
    wireHttpErrors(router);
    // Unconfigured, there is no provider: every flag is off, with no network (mock mode brings its own).
    let featureFlags = await startFeatureFlags();
    trackNavigation(router);
    if (mockBackend) {
      const { MockFeatureFlags } = await mockBackend;
      // Only now can the mock backend answer the first screen's calls.
      firstScreen();
      featureFlags ??= MockFeatureFlags;
    }
    createRoot(container).render(createElement(Root, { router, featureFlags }));
    await fetchClientSettings();
  } catch (error) {
    console.error(STARTUP_ERROR, error);
  }
}
