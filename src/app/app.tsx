import { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Store } from 'react-admin';
import { CustomRoutes } from 'react-admin';
import { authProvider } from '@/auth';
import { dataProvider } from '@/data';
import { i18nProvider } from '@/i18n';
import { NotificationBridge } from '@/ui';
import { entityNames, entityResources } from './entity-screens';
import { createShellLayout } from './layouts/shell-layout';
import { HomePage } from './pages/home-page';
import { NotFoundPage } from './pages/not-found-page';
import { resolveRoutes } from './route-resolution';
import { ConsoleAdmin } from './console-admin';
import { bareRoutes, emailEditorMatcher, layoutRoutes } from './routes';
import { resources } from './registry';
import { consoleStore } from './console-store';
import { bindSessionData } from './session-data';
import { SPEC_ROUTES } from './spec-routes';
import { theme } from './theme';

/** Every route of the console, decided once: resource screens, entity views, pending pages. */
export const appRoutes = resolveRoutes(SPEC_ROUTES, resources, entityNames);

const ShellLayout = createShellLayout(emailEditorMatcher(appRoutes, entityNames));

export interface AppProps {
  /**
   * react-admin's store; by default the console store: memory only, so list filters (which may hold
   * PHI) never persist, except each user's column choices.
   */
  store?: Store;
}

/**
 * The react-admin application. It expects to run inside the router made by `createAppRouter`,
 * and authentication is left to the route guards (react-admin's own login page and
 * `requireAuth` are off so the spec's redirect rules apply unchanged).
 */
export function App({ store }: AppProps) {
  const [queryClient] = useState(() => new QueryClient());
  const [appStore] = useState(() => store ?? consoleStore());
  useEffect(() => bindSessionData(queryClient, appStore), [queryClient, appStore]);
  return (
    <ConsoleAdmin
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
      store={appStore}
      theme={theme}
      layout={ShellLayout}
      dashboard={HomePage}
      catchAll={NotFoundPage}
      notification={NotificationBridge}
    >
      {entityResources}
      <CustomRoutes>{layoutRoutes(appRoutes)}</CustomRoutes>
      <CustomRoutes noLayout>{bareRoutes(appRoutes)}</CustomRoutes>
    </ConsoleAdmin>
  );
}
