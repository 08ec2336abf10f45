import { delay, http, HttpResponse } from 'msw';
import {
  ensureFreshToken,
  getClaims,
  getToken,
  refreshToken,
  REFRESH_MAX_POLLS,
  REFRESH_POLL_MS,
  setToken,
  tokenState,
} from '@/auth';
import { HttpError, request } from '@/http';
import { installErrorHandlers, makeToken, server } from '../http/support';

function refreshAnswers(reply: () => Response | Promise<Response>) {
  const calls: Request[] = [];
  server.use(
    http.get('*/api/x/token-refresh', async ({ request: req }) => {
      calls.push(req);
      return reply();
    }),
  );
  return calls;
}

/** A fetch that never answers but honours abort, like a request stuck in a throttled tab. */
function hangingFetch() {
  const fetchMock = vi.fn(
    (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('spec §7: GET /x/token-refresh sends cookies and reads the new token from the response header token', () => {
  test('stores the header token and reports success', async () => {
    const fresh = makeToken({ user_id: 9 });
    setToken(makeToken({}, -10));
    const calls = refreshAnswers(() => new HttpResponse(null, { headers: { token: fresh } }));
    const spy = vi.spyOn(globalThis, 'fetch');
    await expect(refreshToken()).resolves.toBe(true);
    expect(getToken()).toBe(fresh);
    expect(tokenState()).toBe('valid');
    expect(spy.mock.calls[0]![1]?.credentials).toBe('include');
    expect(calls[0]!.headers.has('Authorization')).toBe(false);
  });
});

describe('spec §4: a refresh failure clears the token', () => {
  test.each([
    ['a 401 answer', () => new HttpResponse(null, { status: 401 })],
    ['an answer without the token header', () => new HttpResponse(null, { status: 200 })],
    ['no response', () => HttpResponse.error()],
    ['an undecodable token', () => new HttpResponse(null, { headers: { token: 'not-a-jwt' } })],
  ])('%s', async (_name, reply) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setToken(makeToken({}, -10));
    refreshAnswers(reply);
    await expect(refreshToken()).resolves.toBe(false);
    expect(getToken()).toBeNull();
    expect(tokenState()).toBe('none');
  });
});

describe('spec §4: only one refresh runs at a time; requests wait for it', () => {
  test('50 concurrent requests while the token is expired -> exactly 1 refresh call and 0 requests sent with the old token', async () => {
    const old = makeToken({}, -60);
    const fresh = makeToken();
    setToken(old);
    const calls = refreshAnswers(async () => {
      await delay(50);
      return new HttpResponse(null, { headers: { token: fresh } });
    });
    const sent: (string | null)[] = [];
    server.use(
      http.get('*/api/ping', ({ request: req }) => {
        sent.push(req.headers.get('Authorization'));
        return HttpResponse.json({ data: 'pong' });
      }),
    );
    const results = await Promise.all(Array.from({ length: 50 }, () => request<string>('/ping')));
    expect(calls).toHaveLength(1);
    expect(results.every((r) => r.data === 'pong')).toBe(true);
    expect(sent).toHaveLength(50);
    expect(sent.filter((h) => h === `Bearer ${old}`)).toHaveLength(0);
    expect(sent.every((h) => h === `Bearer ${fresh}`)).toBe(true);
  });

  test('concurrent refreshToken() calls share one request', async () => {
    setToken(makeToken({}, -60));
    const calls = refreshAnswers(() => new HttpResponse(null, { headers: { token: makeToken() } }));
    const [a, b, c] = await Promise.all([refreshToken(), refreshToken(), refreshToken()]);
    expect([a, b, c]).toEqual([true, true, true]);
    expect(calls).toHaveLength(1);
  });

  test('a valid token does not wait or refresh', async () => {
    setToken(makeToken());
    const calls = refreshAnswers(() => new HttpResponse(null, { status: 500 }));
    await ensureFreshToken();
    expect(calls).toHaveLength(0);
  });

  test('a request made while the refresh fails goes out without a token (and meets the 401 policy)', async () => {
    setToken(makeToken({}, -60));
    refreshAnswers(() => new HttpResponse(null, { status: 401 }));
    const { navigate } = installErrorHandlers('/studies');
    server.use(http.get('*/api/ping', () => HttpResponse.json({ message: 'no' }, { status: 401 })));
    await request('/ping').catch(() => undefined);
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fstudies&sessionExpired=true');
  });
});

describe('spec §4: a token that runs out while its request is on the way is renewed, and the request sent again once', () => {
  /** A token about to expire, and a server that refuses it once it has (as a real one checks `exp` on arrival). */
  async function expiringOnTheWay() {
    const old = makeToken({}, 1);
    setToken(old);
    const expiresAt = getClaims()!.exp * 1000;
    const sent: (string | null)[] = [];
    server.use(
      http.post('*/api/ping', async ({ request: req }) => {
        const auth = req.headers.get('Authorization');
        sent.push(auth);
        if (auth === `Bearer ${old}`) {
          while (Date.now() < expiresAt) await delay(20);
          return HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });
        }
        return HttpResponse.json({ data: 'pong' });
      }),
    );
    return { old, sent };
  }

  test('the refresh succeeds: the request is answered, with no navigation and no toast', async () => {
    const { old, sent } = await expiringOnTheWay();
    const fresh = makeToken({ user_id: 9 });
    const calls = refreshAnswers(() => new HttpResponse(null, { headers: { token: fresh } }));
    const { navigate, notify } = installErrorHandlers('/studies');
    const res = await request<string>('/ping', { method: 'POST', data: { n: 1 } });
    expect(res.data).toBe('pong');
    expect(calls).toHaveLength(1);
    expect(sent).toEqual([`Bearer ${old}`, `Bearer ${fresh}`]);
    expect(navigate).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  test('another request renewed the token meanwhile: sent again without a second refresh', async () => {
    const { old, sent } = await expiringOnTheWay();
    const fresh = makeToken({ user_id: 9 });
    const calls = refreshAnswers(() => new HttpResponse(null, { headers: { token: fresh } }));
    installErrorHandlers('/studies');
    const pending = request<string>('/ping', { method: 'POST' });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    setToken(fresh);
    await expect(pending).resolves.toMatchObject({ data: 'pong' });
    expect(calls).toHaveLength(0);
    expect(sent).toEqual([`Bearer ${old}`, `Bearer ${fresh}`]);
  });

  test('the refresh fails: /login with redirect and sessionExpired, and the request is not sent again', async () => {
    const { sent } = await expiringOnTheWay();
    refreshAnswers(() => new HttpResponse(null, { status: 401 }));
    const { navigate } = installErrorHandlers('/studies');
    const error = await request('/ping', { method: 'POST' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(401);
    expect(sent).toHaveLength(1);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/login?redirect=%2Fstudies&sessionExpired=true');
  });

  test('a 401 for a token still valid is a refusal: no refresh, not sent again', async () => {
    setToken(makeToken());
    const calls = refreshAnswers(() => new HttpResponse(null, { headers: { token: makeToken() } }));
    let pings = 0;
    server.use(
      http.get('*/api/ping', () => {
        pings += 1;
        return HttpResponse.json({ message: 'no' }, { status: 401 });
      }),
    );
    const { navigate } = installErrorHandlers('/studies');
    await request('/ping').catch(() => undefined);
    expect(pings).toBe(1);
    expect(calls).toHaveLength(0);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/');
  });

  test('sent again at most once: a second 401 with the renewed token goes through the 401 policy', async () => {
    setToken(makeToken({}, 1));
    const calls = refreshAnswers(() => new HttpResponse(null, { headers: { token: makeToken() } }));
    let pings = 0;
    server.use(
      http.get('*/api/ping', async () => {
        pings += 1;
        while (pings === 1 && tokenState() !== 'expired') await delay(20);
        return HttpResponse.json({ message: 'no' }, { status: 401 });
      }),
    );
    const { navigate, notify } = installErrorHandlers('/studies');
    await request('/ping').catch(() => undefined);
    expect(pings).toBe(2);
    expect(calls).toHaveLength(1);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/');
    expect(notify).toHaveBeenCalledOnce();
  });
});

describe('spec §4: waiting polls every 250 ms, at most 40 polls (about 10 s), then logs an error and gives up', () => {
  test('the spec constants', () => {
    expect(REFRESH_POLL_MS).toBe(250);
    expect(REFRESH_MAX_POLLS).toBe(40);
  });

  test('after 40 polls the wait logs an error and throws; the stuck refresh is ended and the token cleared', async () => {
    vi.useFakeTimers();
    setToken(makeToken({}, -60));
    const fetchMock = hangingFetch();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Freeze the clock so only the poll count can end the wait.
    vi.spyOn(Date, 'now').mockReturnValue(Date.now());
    let outcome: unknown = 'pending';
    const wait = ensureFreshToken().then(
      () => 'resolved',
      (e: unknown) => e,
    );
    void wait.then((v) => (outcome = v));
    await vi.advanceTimersByTimeAsync(REFRESH_POLL_MS * (REFRESH_MAX_POLLS - 1));
    expect(outcome).toBe('pending');
    expect(logged).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(REFRESH_POLL_MS);
    expect(outcome).toBeInstanceOf(Error);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(getToken()).toBeNull();
  });

  test('the wall clock bounds the wait, so throttled timers cannot stretch it past 10 s', async () => {
    vi.useFakeTimers();
    setToken(makeToken({}, -60));
    hangingFetch();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let outcome: unknown = 'pending';
    void ensureFreshToken().then(
      () => (outcome = 'resolved'),
      (e: unknown) => (outcome = e),
    );
    await vi.advanceTimersByTimeAsync(REFRESH_POLL_MS);
    // A background tab: the next timer fires 10 s of wall-clock time later.
    vi.setSystemTime(Date.now() + 10_000);
    await vi.advanceTimersByTimeAsync(REFRESH_POLL_MS);
    expect(outcome).toBeInstanceOf(Error);
    expect(logged).toHaveBeenCalledTimes(1);
  });

  test('a request that gives up rejects without a toast and is never sent', async () => {
    vi.useFakeTimers();
    setToken(makeToken({}, -60));
    const fetchMock = hangingFetch();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { notify, navigate } = installErrorHandlers();
    const result = request('/ping').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REFRESH_POLL_MS * REFRESH_MAX_POLLS);
    const error = await result;
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 0, message: 'Token refresh timed out' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/api/x/token-refresh');
    expect(notify).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });
});
