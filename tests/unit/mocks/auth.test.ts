import { resetDb } from '@/mocks/db';
import { controls } from '@/mocks/node';
import { api, dataOf } from './helpers';

const PASSWORD = 'research-demo';

function claimsOf(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
}

async function login(email: string, password = PASSWORD) {
  return api('/auth/login', { method: 'POST', data: { email, password } });
}

async function tokenOf(email: string): Promise<string> {
  return dataOf<{ token: string }>(await login(email)).token;
}

const cookieNames = () => document.cookie.split(';').map((c) => c.split('=')[0]?.trim());

afterEach(() => vi.useRealTimers());

describe('POST /auth/login', () => {
  test('signs a demo account in with a JWT-shaped token and the refresh and device cookies', async () => {
    const before = Math.floor(Date.now() / 1000);
    const token = await tokenOf('staff@research.test');
    // The token is issued between these two instants: the first call also loads the handlers.
    const after = Math.ceil(Date.now() / 1000);
    expect(token.split('.')).toHaveLength(3);
    const claims = claimsOf(token);
    expect(claims).toMatchObject({ user_id: 2, user_email: 'staff@research.test' });
    expect(claims.permissions).toContain('perm.admin_client.feature.sites');
    expect(claims.exp).toBeGreaterThanOrEqual(before + 900);
    expect(claims.exp).toBeLessThanOrEqual(after + 900);
    expect(cookieNames()).toEqual(expect.arrayContaining(['rc_refresh', 'rc_device']));
  });

  test('refuses a wrong password with 401 "Invalid email or password"', async () => {
    const res = await login('super@research.test', 'nope');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Invalid email or password' });
  });

  test('an unknown device needs the code; the verified device then signs in directly', async () => {
    const first = dataOf<{ device_verification_required: boolean; device_token: string }>(
      await login('device@research.test'),
    );
    expect(first.device_verification_required).toBe(true);
    expect(cookieNames()).not.toContain('rc_device');

    const wrong = await api('/auth/device-code', {
      method: 'POST',
      data: { device_token: first.device_token, code: '000000' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({ message: 'Invalid code', errors: { code: 'Invalid code' } });

    const right = await api('/auth/device-code', {
      method: 'POST',
      data: { device_token: first.device_token, code: '123456' },
    });
    expect(claimsOf(dataOf<{ token: string }>(right).token).user_email).toBe('device@research.test');
    expect(cookieNames()).toContain('rc_device');

    await api('/auth/logout', { method: 'POST' });
    expect(dataOf(await login('device@research.test'))).toHaveProperty('token');
  });
});

describe('GET /x/token-refresh', () => {
  test('returns a new token in the `token` header while the refresh cookie is valid', async () => {
    await login('super@research.test');
    const res = await api('/x/token-refresh');
    expect(res.status).toBe(200);
    expect(claimsOf(res.headers.get('token') ?? '').user_email).toBe('super@research.test');
    expect(res.headers.get('Access-Control-Expose-Headers')).toBe('token');
  });

  test('the session survives a reload: the cookie still works after the db is reseeded', async () => {
    await login('external@research.test');
    resetDb();
    expect(claimsOf((await api('/x/token-refresh')).headers.get('token') ?? '').user_id).toBe(3);
  });

  test('401 without a session, and after logout', async () => {
    expect((await api('/x/token-refresh')).status).toBe(401);
    await login('super@research.test');
    const out = await api('/auth/logout', { method: 'POST' });
    expect(out.status).toBe(204);
    expect((await api('/x/token-refresh')).status).toBe(401);
  });

  test('an expired token gets 401; a refresh then gives a working one', async () => {
    controls.setTokenLifetime(60);
    const token = await tokenOf('staff@research.test');
    expect((await api('/user', { token })).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    const expired = await api('/user', { token });
    expect(expired.status).toBe(401);
    const fresh = (await api('/x/token-refresh')).headers.get('token') ?? '';
    expect(claimsOf(fresh).exp).toBe(Math.floor(Date.now() / 1000) + 60);
    expect(dataOf(await api('/user', { token: fresh })).email).toBe('staff@research.test');
  });

  test('a forged or malformed bearer token gets 401 everywhere but the auth calls', async () => {
    const token = (await tokenOf('super@research.test')).replace(/\.[^.]+$/, '.forged');
    expect((await api('/sites', { token })).status).toBe(401);
    expect((await api('/sites', { token: 'garbage' })).status).toBe(401);
    expect((await api('/sites', { token: await tokenOf('super@research.test') })).status).toBe(200);
    expect((await login('super@research.test')).status).toBe(200);
  });

  test('without a token only sign-in, refresh and client settings answer; nothing is read or changed', async () => {
    const before = dataOf<{ name: string }>(await api('/sites/5')).name;
    expect((await api('/sites', { token: null })).status).toBe(401);
    expect((await api('/sites/5', { token: null })).status).toBe(401);
    expect((await api('/users/filter', { method: 'POST', data: {}, token: null })).status).toBe(401);
    const put = await api('/sites/5', { method: 'PUT', data: { name: 'Renamed anonymously' }, token: null });
    expect(put.status).toBe(401);
    expect((await api('/sites/6', { method: 'DELETE', token: null })).status).toBe(401);
    expect(dataOf<{ name: string }>(await api('/sites/5')).name).toBe(before);
    expect((await api('/sites/6')).status).toBe(200);
    expect((await api('/admin/client-settings', { token: null })).status).toBe(200);
    expect((await login('super@research.test')).status).toBe(200);
  });
});

describe('current user and licence', () => {
  test('GET /user returns the user with a chat_hash', async () => {
    const user = dataOf(await api('/user', { token: await tokenOf('super@research.test') }));
    expect(user).toMatchObject({ id: 1, email: 'super@research.test', fullname: 'Sam Super' });
    expect(user.chat_hash).toMatch(/^[0-9a-f]{64}$/);
    expect((await api('/user', { token: null })).status).toBe(401);
  });

  test('POST /admin/accept-terms records accepted_admin_terms_at', async () => {
    const token = await tokenOf('newstaff@research.test');
    expect(dataOf(await api('/user', { token })).accepted_admin_terms_at).toBeNull();
    const accepted = dataOf(await api('/admin/accept-terms', { method: 'POST', token }));
    expect(accepted.accepted_admin_terms_at).toEqual(expect.any(String));
    expect(dataOf(await api('/user', { token })).accepted_admin_terms_at).toBe(
      accepted.accepted_admin_terms_at,
    );
    expect(dataOf(await api('/users/4')).accepted_admin_terms_at).toBe(accepted.accepted_admin_terms_at);
  });

  test('locales and client settings', async () => {
    expect(dataOf<unknown[]>(await api('/admin/locales'))).toContainEqual({
      id: 'en-gb',
      name: 'English (UK)',
    });
    expect((await api('/admin/client-settings')).status).toBe(200);
  });
});

describe('passwords and registration', () => {
  test('forgot-password always answers sent, known account or not', async () => {
    for (const email of ['staff@research.test', 'nobody@example.com']) {
      expect(dataOf(await api('/auth/forgot-password', { method: 'POST', data: { email } }))).toEqual({
        sent: true,
      });
    }
  });

  test('reset-password with the demo token changes the password; an unknown token is 404', async () => {
    const bad = await api('/auth/reset-password', {
      method: 'POST',
      data: { token: 'x', password: 'new-password' },
    });
    expect(bad.status).toBe(404);
    const res = await api('/auth/reset-password', {
      method: 'POST',
      data: { token: 'demo-reset', password: 'new-password' },
    });
    expect(dataOf(res)).toEqual({ reset: true });
    expect((await login('staff@research.test')).status).toBe(401);
    expect((await login('staff@research.test', 'new-password')).status).toBe(200);
  });

  test('a registration is shown, completed once, and signs the new user in', async () => {
    expect(dataOf(await api('/auth/registrations/demo-registration'))).toEqual({
      email: 'invitee@research.test',
      fullname: 'Ivy Invitee',
    });
    expect((await api('/auth/registrations/unknown')).status).toBe(404);
    const short = await api('/auth/registrations/demo-registration', {
      method: 'POST',
      data: { fullname: 'Ivy', password: 'x' },
    });
    expect(short.status).toBe(422);
    const done = await api('/auth/registrations/demo-registration', {
      method: 'POST',
      data: { fullname: 'Ivy Invitee', password: 'long-enough' },
    });
    expect(claimsOf(dataOf<{ token: string }>(done).token).user_email).toBe('invitee@research.test');
    expect((await api('/auth/registrations/demo-registration')).status).toBe(404);
    expect((await login('invitee@research.test', 'long-enough')).status).toBe(200);
  });
});
