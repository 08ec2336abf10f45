import { http, HttpResponse } from 'msw';
import { setToken } from '@/auth';
import { buildUrl, HttpError, languageHeaderName, request, setLanguage } from '@/http';
import { makeToken, server } from './support';

function capture(
  method: 'get' | 'post' | 'put',
  path: string,
  reply: unknown = { data: null },
  status = 200,
) {
  const seen: Request[] = [];
  server.use(
    http[method](path, ({ request: req }) => {
      seen.push(req.clone());
      return HttpResponse.json(reply as Record<string, unknown>, { status });
    }),
  );
  return seen;
}

describe('spec §7: relative paths are prefixed /api, except paths starting /agent', () => {
  test.each([
    ['/users', '/api/users'],
    ['users', '/api/users'],
    ['/admin/locales', '/api/admin/locales'],
    ['/x/token-refresh', '/api/x/token-refresh'],
    ['/agent', '/agent'],
    ['/agent/chat', '/agent/chat'],
    ['/agents/list', '/agents/list'],
  ])('%s -> %s', (path, url) => {
    expect(buildUrl(path)).toBe(url);
  });

  test('an /agent request reaches /agent, not /api/agent', async () => {
    const seen = capture('get', '*/agent/ping');
    await request('/agent/ping');
    expect(new URL(seen[0]!.url).pathname).toBe('/agent/ping');
  });

  test('params are appended as a query string', () => {
    expect(buildUrl('/studies', { page: 1, filter: { status: 'open' } })).toBe(
      '/api/studies?page=1&filter[status]=open',
    );
  });
});

describe('spec §7: headers Authorization (when token valid), {product}-Language (when set), Timestamp, Client', () => {
  test('Timestamp is the send time in ms and Client is admin', async () => {
    const seen = capture('get', '*/api/users');
    const before = Date.now();
    await request('/users');
    const headers = seen[0]!.headers;
    expect(headers.get('Client')).toBe('admin');
    const ts = Number(headers.get('Timestamp'));
    expect(ts).toBeGreaterThanOrEqual(before);
    expect(ts).toBeLessThanOrEqual(Date.now());
  });

  test('Authorization: Bearer <token> while the token is valid', async () => {
    const token = makeToken();
    setToken(token);
    const seen = capture('get', '*/api/users');
    await request('/users');
    expect(seen[0]!.headers.get('Authorization')).toBe(`Bearer ${token}`);
  });

  test('no Authorization without a token', async () => {
    const seen = capture('get', '*/api/users');
    await request('/users');
    expect(seen[0]!.headers.has('Authorization')).toBe(false);
  });

  test('an expired token whose refresh fails: the request is not sent at all, and fails as a 401', async () => {
    setToken(makeToken({}, -60));
    server.use(http.get('*/api/x/token-refresh', () => new HttpResponse(null, { status: 401 })));
    const seen = capture('get', '*/api/users');
    await expect(request('/users', { skipErrorHandling: true })).rejects.toMatchObject({ status: 401 });
    expect(seen).toHaveLength(0);
  });

  test('with no session at all, a request still goes out, without Authorization', async () => {
    const seen = capture('get', '*/api/users');
    await request('/users');
    expect(seen[0]!.headers.has('Authorization')).toBe(false);
  });

  test('skipAuth never sends Authorization', async () => {
    setToken(makeToken());
    const seen = capture('post', '*/api/auth/login');
    await request('/auth/login', { method: 'POST', data: {}, skipAuth: true });
    expect(seen[0]!.headers.has('Authorization')).toBe(false);
  });

  test('the language header is named after the product and sent only while a language is set', async () => {
    const seen = capture('get', '*/api/users');
    await request('/users');
    setLanguage('de-de');
    await request('/users');
    setLanguage(null);
    await request('/users');
    expect(languageHeaderName()).toBe('Research-Language');
    expect(seen.map((r) => r.headers.get('Research-Language'))).toEqual([null, 'de-de', null]);
  });

  test('cookies are sent (credentials include) and no timeout signal is added', async () => {
    capture('get', '*/api/users');
    const spy = vi.spyOn(globalThis, 'fetch');
    await request('/users');
    const init = spy.mock.calls[0]![1];
    expect(init?.credentials).toBe('include');
    expect(init?.signal).toBeUndefined();
  });

  test('caller headers are added', async () => {
    const seen = capture('get', '*/api/users');
    await request('/users', { headers: { 'X-Trace': 'abc' } });
    expect(seen[0]!.headers.get('X-Trace')).toBe('abc');
  });
});

describe('spec §7: bodies are wrapped under data, responses read from data', () => {
  test('a body is sent as { data: <body> } with a JSON content type', async () => {
    const seen = capture('post', '*/api/studies');
    await request('/studies', { method: 'POST', data: { title: 'Sleep' } });
    expect(seen[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(await seen[0]!.json()).toEqual({ data: { title: 'Sleep' } });
  });

  test('wrap: false sends the body as is', async () => {
    const seen = capture('put', '*/api/studies/1');
    await request('/studies/1', { method: 'PUT', data: { title: 'Sleep' }, wrap: false });
    expect(await seen[0]!.json()).toEqual({ title: 'Sleep' });
  });

  test('a GET has no body', async () => {
    const seen = capture('get', '*/api/studies');
    await request('/studies', { data: { ignored: true } });
    expect(await seen[0]!.text()).toBe('');
  });

  test('the response data and meta are unwrapped, with status and headers', async () => {
    capture('get', '*/api/studies', { data: [{ id: 1 }], meta: { total: 41 } });
    const res = await request<{ id: number }[]>('/studies');
    expect(res.data).toEqual([{ id: 1 }]);
    expect(res.meta).toEqual({ total: 41 });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('json');
  });

  test('a 204 answer has undefined data', async () => {
    server.use(http.post('*/api/auth/logout', () => new HttpResponse(null, { status: 204 })));
    const res = await request('/auth/logout', { method: 'POST' });
    expect(res.status).toBe(204);
    expect(res.data).toBeUndefined();
  });
});

describe('spec §7: no timeout by default; requests can be aborted', () => {
  test('an aborted request rejects with an HttpError marked aborted and tagged "Axios Aborted"', async () => {
    server.use(http.get('*/api/slow', () => new Promise<Response>(() => undefined)));
    const controller = new AbortController();
    const pending = request('/slow', { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ aborted: true, status: 0, tag: 'Axios Aborted' });
  });
});
