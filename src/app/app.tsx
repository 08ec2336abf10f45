import { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Store } from 'react-admin';
import { CustomRoutes } from 'react-admin';
import { authProvider } from '@/auth';
import { bindDataCachesToSession } from '@/data';
import { i18nProvider } from '@/i18n';
import { NotificationBridge } from '@/ui';
import { entityNames, entityResources } from './entity-screens';
import { createShellLayout } from './layouts/shell-layout';
import { NotFoundPage } from './pages/not-found-page';
import { AssemblyProvider, CONSOLE, createConsoleDataProvider, type Assembly } from './assembly';
import { ConsoleAdmin } from './console-admin';
import { bareRoutes, dashboardOf, layoutMatcher, layoutRoutes } from './routes';
import { consoleStore } from './console-store';
import { bindSessionData } from './session-data';
import { theme } from './theme';

// Bound once, for the life of the app, like the provider itself.
bindDataCachesToSession();

/** What the app builds once per assembly: its dataProvider and its layout chooser. */
const built = new WeakMap<Assembly, ReturnType<typeof build>>();
function build(assembly: Assembly) {
  return {
    dataProvider: createConsoleDataProvider(assembly),
    ShellLayout: createShellLayout(layoutMatcher(assembly.routes, entityNames)),
    Dashboard: dashboardOf(assembly.routes),
  };
}
function builtFor(assembly: Assembly) {
  const made = built.get(assembly) ?? build(assembly);
  built.set(assembly, made);
  return made;
}

/** The dataProvider the app uses for an assembly: start-up loads the first screen's data with it. */
export function consoleDataProvider(assembly: Assembly = CONSOLE) {
  return builtFor(assembly).dataProvider;
}

export interface AppProps {
  /**
   * react-admin's store; by default the console store: memory only, so list filters (which may hold
   * PHI) never persist, except each user's column choices.
   */
  store?: Store;
  /** The console's areas and menu; the registries' unless a test brings its own. */
  assembly?: Assembly;
  /** The query cache; start-up brings the one it has begun filling, tests get a fresh one. */
  queryClient?: QueryClient;
}

/**
 * The react-admin application. It expects to run inside the router made by `createAppRouter`,
 * and authentication is left to the route guards (react-admin's own login page and
 * `requireAuth` are off so the spec's redirect rules apply unchanged).
 */
export function App({ store, assembly = CONSOLE, queryClient: given }: AppProps) {
  const { dataProvider, ShellLayout, Dashboard } = builtFor(assembly);
  const [queryClient] = useState(() => given ?? new QueryClient());
  const [appStore] = useState(() => store ?? consoleStore());
  useEffect(() => bindSessionData(queryClient, appStore), [queryClient, appStore]);
  return (
    <AssemblyProvider value={assembly}>
      <ConsoleAdmin
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
        store={appStore}
        theme={theme}
        layout={ShellLayout}
        dashboard={Dashboard}
        catchAll={NotFoundPage}
        notification={NotificationBridge}
      >
        {entityResources}
        <CustomRoutes>{layoutRoutes(assembly.routes)}</CustomRoutes>
        <CustomRoutes noLayout>{bareRoutes(assembly.routes)}</CustomRoutes>
      </ConsoleAdmin>
    </AssemblyProvider>
  );
}
