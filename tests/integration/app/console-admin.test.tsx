import { act, fireEvent, render, screen } from '@testing-library/react';
import { Button, useTheme } from '@mui/material';
import type { ReactNode } from 'react';
import type { AuthProvider } from 'react-admin';
import { CustomRoutes, memoryStore, testDataProvider, useDefaultTitle, useTranslate } from 'react-admin';
import { MemoryRouter, Route } from 'react-router-dom';
import { vi } from 'vitest';
import { ConsoleAdmin } from '@/app/console-admin';
import { theme } from '@/app/theme';
import { i18nProvider } from '@/i18n';
import { QueryClient } from '@tanstack/react-query';

const authProvider: AuthProvider = {
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.resolve(),
  checkError: () => Promise.resolve(),
  getPermissions: () => Promise.resolve([]),
};

function Frame({ children }: { children: ReactNode }) {
  return <main aria-label="frame">{children}</main>;
}

function Boom(): ReactNode {
  throw new Error('the screen crashed');
}

function DefaultTitle() {
  const translate = useTranslate();
  const title = useDefaultTitle();
  return <p>Default title: {typeof title === 'string' ? translate(title) : 'not text'}</p>;
}

function Motion() {
  const { transitions } = useTheme();
  return (
    <>
      <p>Fade: {transitions.create('opacity')}</p>
      <p>Standard: {transitions.duration.standard} ms</p>
      <Button>Pressed</Button>
    </>
  );
}

/** A `matchMedia` whose reduced-motion answer the test sets, telling listeners of each change. */
function systemMotion(reduce: boolean) {
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  let matches = reduce;
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query.includes('prefers-reduced-motion: reduce') && matches;
    },
    media: query,
    addEventListener: (_: string, fn: (event: MediaQueryListEvent) => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: (event: MediaQueryListEvent) => void) => listeners.delete(fn),
  }));
  return (next: boolean) => {
    matches = next;
    for (const fn of listeners) fn({ matches: next } as MediaQueryListEvent);
  };
}

/** Presses a button and lets React settle: Material UI mounts a button's ripple on its first press. */
async function press(button: HTMLElement) {
  fireEvent.mouseDown(button);
  await act(async () => undefined);
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ConsoleAdmin
        dataProvider={testDataProvider()}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        queryClient={new QueryClient()}
        store={memoryStore()}
        theme={theme}
        layout={Frame}
        dashboard={() => <h1>Home screen</h1>}
        catchAll={() => <h1>Nothing here</h1>}
        notification={() => <div role="status">toasts</div>}
      >
        <CustomRoutes>
          <Route path="/boom" element={<Boom />} />
          <Route path="/fine" element={<p>A custom screen</p>} />
          <Route path="/title" element={<DefaultTitle />} />
          <Route path="/motion" element={<Motion />} />
        </CustomRoutes>
      </ConsoleAdmin>
    </MemoryRouter>,
  );
}

describe('the console admin shell (react-admin contexts without the unused defaults)', () => {
  test('the dashboard renders inside the layout, with the notification area beside it', async () => {
    renderAt('/');
    const heading = await screen.findByRole('heading', { name: 'Home screen' });
    expect(screen.getByRole('main', { name: 'frame' })).toContainElement(heading);
    expect(screen.getByRole('status')).toHaveTextContent('toasts');
  });

  test('custom routes and the catch-all page are routed', async () => {
    renderAt('/fine');
    expect(await screen.findByText('A custom screen')).toBeInTheDocument();
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Nothing here' })).toBeInTheDocument();
  });

  test("react-admin's own pages are titled with the product name", async () => {
    renderAt('/title');
    expect(await screen.findByText('Default title: Research Console')).toBeInTheDocument();
  });

  test('a screen that throws shows the error page instead of a blank console', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/boom');
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.queryByText('A custom screen')).not.toBeInTheDocument();
  });

  describe('motion', () => {
    afterEach(() => vi.unstubAllGlobals());

    test('by default, components move and buttons ripple', async () => {
      systemMotion(false);
      renderAt('/motion');
      expect(await screen.findByText(/^Fade: opacity \d+ms/)).toBeInTheDocument();
      expect(screen.getByText('Standard: 300 ms')).toBeInTheDocument();
      const button = screen.getByRole('button', { name: 'Pressed' });
      await press(button);
      expect(button.querySelector('.MuiTouchRipple-root')).not.toBeNull();
    });

    test('a system asking for reduced motion gets none, and the console follows when it changes', async () => {
      const setReduce = systemMotion(true);
      renderAt('/motion');
      expect(await screen.findByText('Fade: none')).toBeInTheDocument();
      expect(screen.getByText('Standard: 0 ms')).toBeInTheDocument();
      const button = screen.getByRole('button', { name: 'Pressed' });
      await press(button);
      expect(button.querySelector('.MuiTouchRipple-root')).toBeNull();

      act(() => setReduce(false));
      expect(await screen.findByText(/^Fade: opacity \d+ms/)).toBeInTheDocument();
      expect(screen.getByText('Standard: 300 ms')).toBeInTheDocument();
    });
  });
});
