import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { consoleDataProvider } from '@/app/app';
import { isAuthLayoutPath } from '@/app/app-router';
import { appRoutes, CONSOLE } from '@/app/assembly';
import { consoleStore } from '@/app/console-store';
import { startFirstScreen } from '@/app/first-screen';
import { server, tokenFor } from '@/mocks/node';
import { ACCOUNTS, renderApp } from './render-app';

interface Call {
  path: string;
  started: number;
  ended?: number;
}

/** Every API call, with when it started and when its answer came. */
function recordCalls() {
  const calls: Call[] = [];
  const byRequest = new Map<string, Call>();
  let clock = 0;
  const onStart = ({ request, requestId }: { request: Request; requestId: string }) => {
    const call = { path: `${request.method} ${new URL(request.url).pathname}`, started: (clock += 1) };
    calls.push(call);
    byRequest.set(requestId, call);
  };
  const onEnd = ({ requestId }: { requestId: string }) => {
    const call = byRequest.get(requestId);
    if (call) call.ended = clock += 1;
  };
  server.events.on('request:start', onStart);
  server.events.on('response:mocked', onEnd);
  onTestFinished(() => server.events.removeAllListeners());
  return calls;
}

function withSessionCookie(email: string) {
  document.cookie = 'rc_device=test-device; path=/';
  server.use(
    http.get('*/api/x/token-refresh', async () => {
      await delay(30);
      return new HttpResponse(null, { headers: { token: tokenFor(email) } });
    }),
  );
}

const options = (queryClient: QueryClient) => ({
  queryClient,
  dataProvider: consoleDataProvider(),
  store: consoleStore(),
  routes: appRoutes,
  isAuthPage: isAuthLayoutPath,
  frameReads: CONSOLE.frameReads,
});

const FIRST_SCREEN = [
  'GET /api/user',
  'GET /api/admin/locales',
  // The impersonation banner's read: a user who may impersonate sees it on every screen.
  'GET /api/admin/impersonations/current',
  'POST /api/users/filter',
  'POST /api/users/filter/count',
];

describe('the first screen in one round trip after the token', () => {
  test('only the refresh comes first; the user, the locales, the banner and the list are sent together after it', async () => {
    withSessionCookie(ACCOUNTS.super);
    const calls = recordCalls();
    await startFirstScreen({ pathname: '/users', search: '' }, options(new QueryClient()));
    await vi.waitFor(() => expect(calls.filter((c) => c.ended).length).toBeGreaterThanOrEqual(6));

    const refresh = calls[0]!;
    expect(refresh.path).toBe('GET /api/x/token-refresh');
    const rest = calls.slice(1);
    expect(rest.map((c) => c.path).sort()).toEqual([...FIRST_SCREEN].sort());
    const firstAnswer = Math.min(...rest.map((c) => c.ended ?? Infinity));
    for (const call of rest) {
      // Each waited for the token, and none waited for another's answer.
      expect(call.started).toBeGreaterThan(refresh.ended!);
      expect(call.started).toBeLessThan(firstAnswer);
    }
  });

  test('the list finds its first page loaded and does not ask again', async () => {
    withSessionCookie(ACCOUNTS.super);
    const queryClient = new QueryClient();
    await startFirstScreen({ pathname: '/users', search: '' }, options(queryClient));
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const calls = recordCalls();
    renderApp('/users', { queryClient });
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(20);
    // A refresh of the rows would start as the list mounts; let every read the screen began end.
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0), { timeout: 10_000 });
    expect(calls.filter((c) => c.path === 'POST /api/users/filter')).toHaveLength(0);
    // Nor does the banner ask again, or the closed filter builder ask anything (count, lookups).
    expect(calls.map((c) => c.path)).not.toContain('GET /api/admin/impersonations/current');
    expect(calls.map((c) => c.path)).not.toContain('POST /api/users/filter/count');
    expect(calls.filter((c) => /custom-properties|property-types|segments/.test(c.path))).toEqual([]);
  });

  test('a user who may not impersonate does not ask whom they act as', async () => {
    withSessionCookie(ACCOUNTS.staff);
    const calls = recordCalls();
    const queryClient = new QueryClient();
    await startFirstScreen({ pathname: '/sites', search: '' }, options(queryClient));
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(calls.length).toBeGreaterThan(2);
    expect(calls.map((c) => c.path)).not.toContain('GET /api/admin/impersonations/current');
  });

  test('a sign-in page loads nothing ahead, and neither does a browser without a session', async () => {
    const calls = recordCalls();
    await startFirstScreen({ pathname: '/login', search: '' }, options(new QueryClient()));
    await startFirstScreen({ pathname: '/users', search: '' }, options(new QueryClient()));
    expect(calls).toEqual([]);
  });
});
