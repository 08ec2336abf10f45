import { http, HttpResponse } from 'msw';
import { getToken, guards, refreshToken, runGuards, setToken, type Guard, type GuardContext } from '@/auth';
import { makeToken, server, setDeviceCookie } from '../http/support';

const to = (pathname: string, search = ''): GuardContext['to'] => ({ pathname, search });
const ctx = (target: GuardContext['to'], from: string | null = null): GuardContext => ({
  to: target,
  from: from === null ? null : { pathname: from },
});

function refreshAnswers(ok: boolean) {
  const calls: Request[] = [];
  server.use(
    http.get('*/api/x/token-refresh', ({ request }) => {
      calls.push(request);
      return ok
        ? new HttpResponse(null, { headers: { token: makeToken() } })
        : new HttpResponse(null, { status: 401 });
    }),
  );
  return calls;
}

function userAnswers(user: Record<string, unknown>) {
  let calls = 0;
  server.use(
    http.get('*/api/user', () => {
      calls += 1;
      return HttpResponse.json({ data: user });
    }),
  );
  return () => calls;
}

afterEach(() => setDeviceCookie(false));

describe('spec §2 guard "auth": needs a valid auth token and device cookie', () => {
  test('passes with both, without refreshing', async () => {
    setToken(makeToken());
    setDeviceCookie(true);
    const calls = refreshAnswers(false);
    await expect(guards.auth(ctx(to('/users')))).resolves.toBeUndefined();
    expect(calls).toHaveLength(0);
  });

  test('if missing, a refresh is tried; success lets navigation continue (a reload restores the session)', async () => {
    setDeviceCookie(true);
    const calls = refreshAnswers(true);
    await expect(guards.auth(ctx(to('/users')))).resolves.toBeUndefined();
    expect(calls).toHaveLength(1);
    expect(getToken()).not.toBeNull();
  });

  test('if that still fails, go to /login with the current query plus redirect (target path)', async () => {
    setDeviceCookie(true);
    refreshAnswers(false);
    const target = await guards.auth(ctx(to('/studies', '?type=external')));
    expect(target).toBe('/login?type=external&redirect=%2Fstudies');
  });

  test('and sessionExpired=true when the token had expired', async () => {
    setToken(makeToken({}, -30));
    setDeviceCookie(true);
    refreshAnswers(false);
    const target = await guards.auth(ctx(to('/users/4')));
    expect(target).toBe('/login?redirect=%2Fusers%2F4&sessionExpired=true');
  });

  test('and still sessionExpired=true after a request found the session expired and cleared it', async () => {
    setToken(makeToken({}, -30));
    setDeviceCookie(true);
    refreshAnswers(false);
    // A request's refresh fails first, which clears the token: the session ran out all the same.
    await expect(refreshToken()).resolves.toBe(false);
    expect(getToken()).toBeNull();
    const target = await guards.auth(ctx(to('/sites/3/show')));
    expect(target).toBe('/login?redirect=%2Fsites%2F3%2Fshow&sessionExpired=true');
  });

  test('a session that was never there, or ended by signing out, is not called expired', async () => {
    setToken(makeToken({}, -30));
    setDeviceCookie(true);
    refreshAnswers(false);
    await refreshToken();
    setToken(makeToken());
    setToken(null);
    expect(await guards.auth(ctx(to('/users')))).toBe('/login?redirect=%2Fusers');
  });

  test('a valid token without the device cookie is not enough', async () => {
    setToken(makeToken());
    const calls = refreshAnswers(true);
    const target = await guards.auth(ctx(to('/users')));
    expect(calls).toHaveLength(1);
    expect(target).toBe('/login?redirect=%2Fusers');
  });

  test('when the target is /login it does not redirect', async () => {
    refreshAnswers(false);
    await expect(guards.auth(ctx(to('/login', '?redirect=%2Fusers')))).resolves.toBeUndefined();
  });
});

describe('spec §2 guard "guest": signed-in users are sent to /', () => {
  test('signed in (valid token and device cookie) -> /, without refreshing', async () => {
    const calls = refreshAnswers(true);
    setToken(makeToken());
    setDeviceCookie(true);
    await expect(guards.guest(ctx(to('/login')))).resolves.toBe('/');
    expect(calls).toHaveLength(0);
  });

  test('no token after a reload, but the refresh cookie still signs in -> /', async () => {
    const calls = refreshAnswers(true);
    setToken(null);
    setDeviceCookie(true);
    await expect(guards.guest(ctx(to('/login')))).resolves.toBe('/');
    expect(calls).toHaveLength(1);
  });

  test('not signed in -> allowed', async () => {
    const calls = refreshAnswers(false);
    setToken(null);
    await expect(guards.guest(ctx(to('/login')))).resolves.toBeUndefined();
    expect(calls).toHaveLength(0);
    setToken(makeToken({}, -5));
    setDeviceCookie(true);
    await expect(guards.guest(ctx(to('/login')))).resolves.toBeUndefined();
    expect(calls).toHaveLength(1);
  });
});

describe('spec §2 guard "deviceCode": only allowed when arriving from /login, otherwise go to /', () => {
  test.each([
    ['/login', undefined],
    [null, '/'],
    ['/', '/'],
    ['/forgot-password', '/'],
  ])('from %s -> %s', (from, expected) => {
    expect(guards.deviceCode(ctx(to('/device-code'), from))).toBe(expected);
  });
});

describe('spec §2 guard "aula": empty accepted_admin_terms_at goes to /apula/accept-license-agreement', () => {
  beforeEach(() => setToken(makeToken()));

  test.each([[null], [''], [undefined]])('accepted_admin_terms_at %s -> licence page', async (value) => {
    userAnswers({ id: 1, email: 'newstaff@research.test', accepted_admin_terms_at: value });
    await expect(guards.aula(ctx(to('/users')))).resolves.toBe('/apula/accept-license-agreement');
  });

  test('accepted -> allowed', async () => {
    userAnswers({ id: 1, email: 'staff@research.test', accepted_admin_terms_at: '2026-01-02T10:00:00Z' });
    await expect(guards.aula(ctx(to('/users')))).resolves.toBeUndefined();
  });

  test('the current user is fetched once and refetched after the token changes', async () => {
    const calls = userAnswers({ id: 1, email: 'staff@research.test', accepted_admin_terms_at: '2026-01-02' });
    await guards.aula(ctx(to('/users')));
    await guards.aula(ctx(to('/studies')));
    expect(calls()).toBe(1);
    setToken(makeToken({ user_id: 2 }));
    await guards.aula(ctx(to('/studies')));
    expect(calls()).toBe(2);
  });
});

describe('spec §2: guards run in order; the first that returns a value stops the chain', () => {
  test('stops at the first value and does not run the rest', async () => {
    const third = vi.fn<Guard>(() => '/third');
    const registry: Record<string, Guard> = { a: () => undefined, b: async () => '/b', c: third };
    await expect(runGuards(['a', 'b', 'c'], ctx(to('/x')), registry)).resolves.toBe('/b');
    expect(third).not.toHaveBeenCalled();
  });

  test('runs in the given order', async () => {
    const order: string[] = [];
    const registry: Record<string, Guard> = {
      a: () => void order.push('a'),
      b: () => void order.push('b'),
    };
    await runGuards(['b', 'a'], ctx(to('/x')), registry);
    expect(order).toEqual(['b', 'a']);
  });

  test('if none returns a value, navigation is allowed', async () => {
    await expect(runGuards(['a'], ctx(to('/x')), { a: () => undefined })).resolves.toBeUndefined();
    await expect(runGuards([], ctx(to('/x')))).resolves.toBeUndefined();
  });

  test('an error inside a guard is logged and skipped', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const registry: Record<string, Guard> = {
      boom: () => {
        throw new Error('boom');
      },
      rejects: () => Promise.reject(new Error('nope')),
      next: () => '/next',
    };
    await expect(runGuards(['boom', 'rejects', 'next'], ctx(to('/x')), registry)).resolves.toBe('/next');
    expect(error).toHaveBeenCalledTimes(2);
  });

  test('an unknown guard name only logs a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(runGuards(['nope', 'toString'], ctx(to('/x')), { a: () => '/a' })).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]![0]).toContain('nope');
  });

  test('the real chain auth then aula sends a signed-in user without accepted terms to the licence page', async () => {
    setToken(makeToken());
    setDeviceCookie(true);
    userAnswers({ id: 3, email: 'newstaff@research.test', accepted_admin_terms_at: null });
    await expect(runGuards(['auth', 'aula'], ctx(to('/users')))).resolves.toBe(
      '/apula/accept-license-agreement',
    );
  });
});
