import {
  decodeClaims,
  getClaims,
  getToken,
  hasDeviceCookie,
  setToken,
  subscribeToken,
  tokenState,
} from '@/auth';
import { makeToken, setDeviceCookie } from '../http/support';

describe('spec §3: auth token content is user_id, user_email, permissions, exp', () => {
  test('the payload of a JWT-shaped token is decoded', () => {
    const token = makeToken({
      user_id: 'u-1',
      user_email: 'super@research.test',
      permissions: ['perm.superuser'],
    });
    expect(decodeClaims(token)).toMatchObject({
      user_id: 'u-1',
      user_email: 'super@research.test',
      permissions: ['perm.superuser'],
    });
  });

  test('base64url payloads with non-ASCII text decode', () => {
    const token = makeToken({ user_email: 'zoë@research.test' });
    expect(decodeClaims(token)?.user_email).toBe('zoë@research.test');
  });

  test.each([['not-a-token'], ['a.b.c'], [`x.${btoa(JSON.stringify({ user_id: 1 }))}.y`]])(
    'an invalid token %s decodes to null and is not stored',
    (bad) => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      expect(decodeClaims(bad)).toBeNull();
      setToken(bad);
      expect(getToken()).toBeNull();
    },
  );
});

describe('spec §4: auth token is valid, expired (exp passed) or none', () => {
  test('none without a token', () => {
    expect(tokenState()).toBe('none');
    expect(getClaims()).toBeNull();
  });

  test('valid before exp, expired once exp has passed', () => {
    const token = makeToken({}, 60);
    setToken(token);
    const exp = getClaims()!.exp * 1000;
    expect(tokenState(exp - 1)).toBe('valid');
    expect(tokenState(exp)).toBe('expired');
  });
});

describe('issue 2: the token is kept in memory, not localStorage', () => {
  test('setting a token writes nothing to web storage', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    setToken(makeToken());
    expect(setItem).not.toHaveBeenCalled();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  test('subscribers hear about changes, once per change', () => {
    const fn = vi.fn();
    const stop = subscribeToken(fn);
    const token = makeToken();
    setToken(token);
    setToken(token);
    setToken(null);
    stop();
    setToken(makeToken());
    expect(fn).toHaveBeenCalledTimes(2);
  });
});

describe('spec §2: the device cookie (env.deviceCookie, default rc_device)', () => {
  afterEach(() => setDeviceCookie(false));

  test('present when the cookie is set, absent otherwise', () => {
    expect(hasDeviceCookie()).toBe(false);
    setDeviceCookie(true);
    expect(hasDeviceCookie()).toBe(true);
  });

  test('a cookie whose name merely contains the name does not count', () => {
    document.cookie = 'x_rc_device=1; path=/';
    expect(hasDeviceCookie()).toBe(false);
    document.cookie = 'x_rc_device=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });
});
