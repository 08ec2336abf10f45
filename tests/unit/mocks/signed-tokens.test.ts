import { createHmac, randomBytes } from 'node:crypto';
import { tokenFor } from '@/mocks/node';
import { api, dataOf } from './helpers';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const decoded = (part: string) =>
  JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>;

async function signIn(email: string): Promise<string> {
  const res = await api('/auth/login', { method: 'POST', data: { email, password: 'research-demo' } });
  return dataOf<{ token: string }>(res).token;
}

/** The value of a cookie the mock set in this page. */
function cookie(name: string): string {
  const found = document.cookie
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${name}=`));
  return found?.slice(name.length + 1) ?? '';
}

describe('tokens are signed with HMAC-SHA-256 and a secret drawn at every start', () => {
  it('accepts a token the mock signed, as signed', async () => {
    const token = await signIn('external@research.test');
    const [header, , signature] = token.split('.');
    expect(decoded(header ?? '')).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await api('/studies?page_size=1', { token })).status).toBe(200);
  });

  it('refuses a token whose claims were altered, with 401', async () => {
    const [header, payload, signature] = (await signIn('external@research.test')).split('.');
    const claims = { ...decoded(payload ?? ''), permissions: ['perm.superuser'] };
    const altered = `${header}.${base64url(claims)}.${signature}`;
    expect((await api('/roles', { token: altered })).status).toBe(401);
    expect((await api('/roles', { method: 'POST', data: { name: 'x' }, token: altered })).status).toBe(401);
  });

  it('refuses a token signed with another secret, and one with no signature', async () => {
    const [header, payload] = tokenFor('super@research.test').split('.');
    const text = `${header}.${payload}`;
    const otherKey = createHmac('sha256', randomBytes(32)).update(text).digest('base64url');
    expect((await api('/sites', { token: `${text}.${otherKey}` })).status).toBe(401);
    expect((await api('/sites', { token: text })).status).toBe(401);
    expect((await api('/sites', { token: `${text}.` })).status).toBe(401);
    expect((await api('/sites', { token: tokenFor('super@research.test') })).status).toBe(200);
  });
});

describe('the refresh cookie is signed too', () => {
  it('renews a session from the cookie the mock set', async () => {
    await signIn('staff@research.test');
    const res = await api('/x/token-refresh', { token: null });
    expect(res.status).toBe(200);
    expect(res.headers.get('token')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('refuses a cookie edited to name another user, and an unsigned one, with 401', async () => {
    await signIn('external@research.test');
    const value = cookie('rc_refresh');
    const [payload, signature] = value.split('.');
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const asSuper = base64url({ ...decoded(payload ?? ''), u: 1 });
    for (const forged of [`${asSuper}.${signature}`, asSuper]) {
      document.cookie = `rc_refresh=${forged}; Path=/`;
      const res = await api('/x/token-refresh', { token: null });
      expect(res.status).toBe(401);
      expect(res.headers.get('token')).toBeNull();
    }
    // The same request with the cookie as the mock set it renews: the edit alone was refused.
    document.cookie = `rc_refresh=${value}; Path=/`;
    expect((await api('/x/token-refresh', { token: null })).status).toBe(200);
  });
});
