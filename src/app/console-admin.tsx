import { CssBaseline, useMediaQuery } from '@mui/material';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { createElement, useMemo } from 'react';
import type {
  AuthProvider,
  CoreAdminUIProps,
  DataProvider,
  I18nProvider,
  RaThemeOptions,
  Store,
} from 'react-admin';
import {
  AccessDenied,
  AuthenticationError,
  CoreAdminContext,
  CoreAdminUI,
  Error as ErrorPage,
  LoadingPage,
  ThemeProvider,
  ThemesContext,
} from 'react-admin';
import { withReducedMotion } from './theme';

export interface ConsoleAdminProps {
  dataProvider: DataProvider;
  authProvider: AuthProvider;
  i18nProvider: I18nProvider;
  queryClient: QueryClient;
  store: Store;
  theme: RaThemeOptions;
  layout: CoreAdminUIProps['layout'];
  dashboard: CoreAdminUIProps['dashboard'];
  catchAll: CoreAdminUIProps['catchAll'];
  notification: ComponentType;
  children: ReactNode;
}

/**
 * react-admin's `<Admin>` without what the console replaces: `<Admin>` imports its default login
 * form, layout pages, English messages and a local-storage store even when they are overridden,
 * and all of that would download before the first screen. Same contexts, same routing; the login
 * page, the authentication callback and `requireAuth` stay off because the route guards decide.
 */
export function ConsoleAdmin({
  dataProvider,
  authProvider,
  i18nProvider,
  queryClient,
  store,
  theme,
  layout,
  dashboard,
  catchAll,
  notification,
  children,
}: ConsoleAdminProps) {
  // Follows the system's setting while the console is open, not only at start-up.
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const lightTheme = useMemo(() => (reduceMotion ? withReducedMotion(theme) : theme), [reduceMotion, theme]);
  return (
    <CoreAdminContext
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
      store={store}
    >
      <ThemesContext.Provider value={{ lightTheme }}>
        <ThemeProvider>
          <CssBaseline enableColorScheme>
            <CoreAdminUI
              layout={layout}
              dashboard={dashboard}
              catchAll={catchAll}
              error={ErrorPage}
              loading={LoadingPage}
              accessDenied={AccessDenied}
              authenticationError={AuthenticationError}
              loginPage={false}
              authCallbackPage={false}
              requireAuth={false}
              disableTelemetry
              // react-admin's pages (error, not found) title the bar with this; a key, translated there.
              title="app.name"
            >
              {children}
            </CoreAdminUI>
            {createElement(notification)}
          </CssBaseline>
        </ThemeProvider>
      </ThemesContext.Provider>
    </CoreAdminContext>
  );
}
