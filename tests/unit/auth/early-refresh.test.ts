import { http, HttpResponse } from 'msw';
import { getToken, refreshToken, tokenState } from '@/auth';
import { earlyRefreshScript } from '@/auth/early-refresh';
import { env } from '@/config/env';
import { buildHeaders } from '@/http/headers';
import { getContentLanguage } from '@/i18n/content-language';
import { makeToken, server, setDeviceCookie } from '../http/support';

const SCRIPT = earlyRefreshScript({
  apiBase: '/api/',
  deviceCookie: 'rc_device',
  productName: env.productName,
});
/** Runs index.html's inline script as the page would. */
const runInlineScript = () => new Function(SCRIPT)() as void;

function refreshCalls() {
  const calls: Request[] = [];
  server.use(
    http.get('*/api/x/token-refresh', ({ request }) => {
      calls.push(request);
      return new HttpResponse(null, { headers: { token: makeToken({ user_id: 3 }) } });
    }),
  );
  return calls;
}

/** The page's clock, since its navigation started (the test runner's would be minutes old). */
const pageClockAt = (ms: number) => vi.spyOn(performance, 'now').mockReturnValue(ms);

beforeEach(() => {
  pageClockAt(1_500);
});

afterEach(() => {
  delete window.__rcEarlyRefresh;
  vi.restoreAllMocks();
});

describe('the page starts the token refresh before the app has loaded', () => {
  test('with the device cookie, index.html sends the refresh with the client headers and cookies', async () => {
    const calls = refreshCalls();
    setDeviceCookie(true);
    runInlineScript();
    expect(window.__rcEarlyRefresh).toBeInstanceOf(Promise);
    await window.__rcEarlyRefresh;
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0]!.url).pathname).toBe('/api/x/token-refresh');
    expect(calls[0]!.headers.get('Client')).toBe('admin');
    expect(calls[0]!.headers.has('Authorization')).toBe(false);
  });

  test('it carries every spec header the app sends, the chosen language included', async () => {
    const calls = refreshCalls();
    setDeviceCookie(true);
    localStorage.setItem('rc.contentLanguage', 'de-de');
    onTestFinished(() => localStorage.removeItem('rc.contentLanguage'));
    runInlineScript();
    await window.__rcEarlyRefresh;
    const sent = calls[0]!.headers;
    expect(sent.get(`${env.productName}-Language`)).toBe('de-de');
    expect(Number(sent.get('Timestamp'))).toBeGreaterThan(0);
    // The same names as a request the app builds itself (no token yet, so no Authorization).
    const appHeaders = [...buildHeaders({ json: false, skipAuth: true }).keys()];
    for (const name of appHeaders) expect(sent.has(name), name).toBe(true);
  });

  test('with no language chosen yet it sends the one the app starts with', async () => {
    const calls = refreshCalls();
    setDeviceCookie(true);
    localStorage.removeItem('rc.contentLanguage');
    runInlineScript();
    await window.__rcEarlyRefresh;
    expect(calls[0]!.headers.get(`${env.productName}-Language`)).toBe(getContentLanguage());
  });

  test('without the device cookie no session can be restored, and nothing is sent', () => {
    const calls = refreshCalls();
    setDeviceCookie(false);
    runInlineScript();
    expect(window.__rcEarlyRefresh).toBeUndefined();
    expect(calls).toHaveLength(0);
  });

  test('the app adopts the early answer instead of asking again', async () => {
    const calls = refreshCalls();
    const early = makeToken({ user_id: 11 });
    window.__rcEarlyRefresh = Promise.resolve(new Response(null, { headers: { token: early } }));
    await expect(refreshToken()).resolves.toBe(true);
    expect(getToken()).toBe(early);
    expect(calls).toHaveLength(0);
    // Adopted once: the next refresh asks the server.
    await refreshToken();
    expect(calls).toHaveLength(1);
  });

  test('an early refresh refused by the server ends the session like any failed refresh', async () => {
    const calls = refreshCalls();
    window.__rcEarlyRefresh = Promise.resolve(new Response(null, { status: 401 }));
    await expect(refreshToken()).resolves.toBe(false);
    expect(tokenState()).toBe('none');
    expect(calls).toHaveLength(0);
  });

  test('an early refresh the app takes up long after the page opened is not used: it asks again', async () => {
    const calls = refreshCalls();
    window.__rcEarlyRefresh = Promise.resolve(new Response(null, { headers: { token: makeToken() } }));
    pageClockAt(45_000);
    await expect(refreshToken()).resolves.toBe(true);
    expect(calls).toHaveLength(1);
  });

  test('an early refresh that never arrived (network error) is sent again by the app', async () => {
    const calls = refreshCalls();
    window.__rcEarlyRefresh = Promise.reject(new TypeError('Failed to fetch'));
    await expect(refreshToken()).resolves.toBe(true);
    expect(calls).toHaveLength(1);
  });
});
