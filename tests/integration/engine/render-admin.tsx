import { configure, render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Admin, memoryStore, TestMemoryRouter, type AuthProvider, type DataProvider } from 'react-admin';
import { entities } from '@/app/registry';
import { getToken, setToken } from '@/auth';
import { createDataProvider } from '@/data';
import type { EntitySchema } from '@/engine';
import { resourceElement } from '@/engine/screens';
import { i18nProvider } from '@/i18n';
import { tokenFor } from '@/mocks/node';
import { ReasonHost } from '@/ui/reason-dialog';

export interface RenderOptions {
  schemas?: readonly EntitySchema[];
  /** A demo account from the contract; the superuser by default. */
  email?: string;
  dataProvider?: DataProvider;
  /** The app's query cache, for a test that acts on it as a screen would; react-admin's own by default. */
  queryClient?: QueryClient;
  /** An authProvider for react-admin's own auth hooks; none by default. */
  authProvider?: AuthProvider;
}

// Whole screens against the mock, many test files at once: allow more than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

// The app's own layout is tested elsewhere; a bare one keeps these many renders quick. Risky
// writes still ask for their reason, as in the console's frame.
const BareLayout = ({ children }: { children?: ReactNode }) => (
  <main>
    {children}
    <ReasonHost />
  </main>
);

/** The generated screens inside a real react-admin app, at `path`, against the MSW mock. */
export function renderAdmin(path: string, options: RenderOptions = {}) {
  const schemas = options.schemas ?? entities;
  setToken(tokenFor(options.email ?? 'super@research.test'));
  const dataProvider = options.dataProvider ?? createDataProvider(schemas);
  const location = { pathname: path.split('?')[0] ?? path, search: '' };
  const utils = render(
    <TestMemoryRouter
      initialEntries={[path]}
      locationCallback={(l) => Object.assign(location, { pathname: l.pathname, search: l.search })}
    >
      <Admin
        dataProvider={dataProvider}
        queryClient={options.queryClient}
        authProvider={options.authProvider}
        i18nProvider={i18nProvider}
        store={memoryStore()}
        layout={BareLayout}
        disableTelemetry
      >
        {schemas.map(resourceElement)}
      </Admin>
    </TestMemoryRouter>,
  );
  return { ...utils, dataProvider, location };
}

/** Signs the superuser in for calls a test makes to the mock backend before rendering. */
export function signInSuperuser(): void {
  setToken(tokenFor('super@research.test'));
}

/** The first record the server lists for an entity (read as the superuser when nobody is signed in). */
export async function firstRecord(
  dataProvider: DataProvider,
  name: string,
): Promise<Record<string, unknown>> {
  if (!getToken()) signInSuperuser();
  const { data } = await dataProvider.getList(name, {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'id', order: 'ASC' },
    filter: {},
  });
  const record = data[0] as Record<string, unknown> | undefined;
  if (!record) throw new Error(`The mock has no ${name}`);
  return record;
}

// MUI tooltips and react-admin's async effects update after the assertions; React's act()
// warnings about them are noise here, while every other console error still shows.
const consoleError = console.error;
beforeEach(() => {
  // jsdom has no scrolling; react-admin scrolls to the top after navigating.
  window.scrollTo = () => undefined;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes('not wrapped in act')) return;
    consoleError(...args);
  });
});

afterEach(() => {
  setToken(null);
  vi.restoreAllMocks();
});
