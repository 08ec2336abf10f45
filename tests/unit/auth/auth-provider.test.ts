import { http, HttpResponse } from 'msw';
import {
  authProvider,
  getPendingDeviceVerification,
  getToken,
  isDeviceVerificationRedirect,
  onSignOut,
  setAccessRule,
  setToken,
  verifyDevice,
} from '@/auth';
import { HttpError } from '@/http';
import { installErrorHandlers, makeToken, server, setDeviceCookie } from '../http/support';

const credentials = { email: 'staff@research.test', password: 'research-demo' };

function loginAnswers(reply: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/api/auth/login', async ({ request }) => {
      bodies.push(await request.clone().json());
      return reply();
    }),
  );
  return bodies;
}

afterEach(() => {
  setDeviceCookie(false);
  setAccessRule(() => undefined);
});

describe('issue 2 authProvider.login', () => {
  test('signs in: posts { data: { email, password } } and stores the token', async () => {
    const token = makeToken();
    const bodies = loginAnswers(() => HttpResponse.json({ data: { token } }));
    await expect(authProvider.login(credentials)).resolves.toBeUndefined();
    expect(bodies).toEqual([{ data: credentials }]);
    expect(getToken()).toBe(token);
  });

  test('wrong credentials reject with the server message and no global navigation or toast', async () => {
    const { navigate, notify } = installErrorHandlers('/login', ['/login']);
    loginAnswers(() => HttpResponse.json({ message: 'Invalid email or password' }, { status: 401 }));
    const error = await authProvider.login(credentials).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 401, message: 'Invalid email or password' });
    expect(navigate).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
    expect(getToken()).toBeNull();
  });

  test('an unknown device resolves with a redirect to /device-code and keeps the device token pending', async () => {
    loginAnswers(() =>
      HttpResponse.json({ data: { device_verification_required: true, device_token: 'dev-1' } }),
    );
    const result: unknown = await authProvider.login({ ...credentials, redirect: '/users/4' });
    expect(isDeviceVerificationRedirect(result)).toBe(true);
    expect(result).toEqual({ redirectTo: '/device-code?redirect=%2Fusers%2F4', deviceVerification: true });
    expect(getPendingDeviceVerification()).toEqual({
      deviceToken: 'dev-1',
      email: credentials.email,
      redirect: '/users/4',
    });
    expect(getToken()).toBeNull();
  });

  test('verifyDevice posts the pending device token with the code and stores the token', async () => {
    loginAnswers(() =>
      HttpResponse.json({ data: { device_verification_required: true, device_token: 'dev-1' } }),
    );
    await authProvider.login(credentials);
    const token = makeToken();
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/auth/device-code', async ({ request }) => {
        bodies.push(await request.clone().json());
        return HttpResponse.json({ data: { token } });
      }),
    );
    await verifyDevice('123456');
    expect(bodies).toEqual([{ data: { device_token: 'dev-1', code: '123456' } }]);
    expect(getToken()).toBe(token);
    expect(getPendingDeviceVerification()).toBeNull();
  });

  test('a wrong device code rejects with the field error for the form', async () => {
    loginAnswers(() =>
      HttpResponse.json({ data: { device_verification_required: true, device_token: 'dev-1' } }),
    );
    await authProvider.login(credentials);
    server.use(
      http.post('*/api/auth/device-code', () =>
        HttpResponse.json({ message: 'Invalid code', errors: { code: 'Invalid code' } }, { status: 422 }),
      ),
    );
    const error = await verifyDevice('000000').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 422, fieldErrors: { code: 'Invalid code' } });
    expect(getPendingDeviceVerification()).not.toBeNull();
  });

  test('verifyDevice without a pending login rejects (sign-out drops a pending verification)', async () => {
    loginAnswers(() =>
      HttpResponse.json({ data: { device_verification_required: true, device_token: 'dev-1' } }),
    );
    await authProvider.login(credentials);
    server.use(http.post('*/api/auth/logout', () => new HttpResponse(null, { status: 204 })));
    await authProvider.logout({});
    expect(getPendingDeviceVerification()).toBeNull();
    await expect(verifyDevice('123456')).rejects.toThrow(/sign in again/);
  });
});

describe('issue 2 authProvider.logout: clears token, caches and store', () => {
  test('clears the token, calls POST /auth/logout and runs the sign-out hooks', async () => {
    setToken(makeToken());
    let logoutCalls = 0;
    server.use(
      http.post('*/api/auth/logout', () => {
        logoutCalls += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const order: string[] = [];
    const stopA = onSignOut(() => void order.push('a'));
    const stopB = onSignOut(async () => {
      order.push('b');
    });
    await authProvider.logout({});
    stopA();
    stopB();
    expect(getToken()).toBeNull();
    expect(logoutCalls).toBe(1);
    expect(order).toEqual(['a', 'b']);
  });

  test('a failing hook or a failing request does not stop the rest', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setToken(makeToken());
    server.use(http.post('*/api/auth/logout', () => HttpResponse.error()));
    const after = vi.fn();
    const stops = [
      onSignOut(() => {
        throw new Error('broken');
      }),
      onSignOut(after),
    ];
    await authProvider.logout({});
    stops.forEach((stop) => stop());
    expect(after).toHaveBeenCalledTimes(1);
    expect(getToken()).toBeNull();
  });
});

describe('issue 2 authProvider.checkAuth / checkError', () => {
  test('checkAuth resolves when signed in', async () => {
    setToken(makeToken());
    setDeviceCookie(true);
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  test('checkAuth tries a refresh, then rejects with a login redirect and no react-admin toast', async () => {
    window.history.pushState({}, '', '/studies?page=3');
    setToken(makeToken({}, -10));
    setDeviceCookie(true);
    server.use(http.get('*/api/x/token-refresh', () => new HttpResponse(null, { status: 401 })));
    await expect(authProvider.checkAuth({})).rejects.toEqual({
      redirectTo: '/login?page=3&redirect=%2Fstudies&sessionExpired=true',
      message: false,
    });
    window.history.pushState({}, '', '/');
  });

  test('checkError never logs out: the HTTP error catalogue owns 401 handling', async () => {
    await expect(
      authProvider.checkError(new HttpError({ status: 401, message: 'x' })),
    ).resolves.toBeUndefined();
  });
});

describe('issue 2 authProvider identity and permissions', () => {
  test('getIdentity comes from GET /user', async () => {
    setToken(makeToken());
    server.use(
      http.get('*/api/user', () =>
        HttpResponse.json({
          data: { id: 5, email: 'staff@research.test', fullname: 'Sam Staff', chat_hash: 'h' },
        }),
      ),
    );
    await expect(authProvider.getIdentity!()).resolves.toEqual({
      id: 5,
      fullName: 'Sam Staff',
      email: 'staff@research.test',
    });
  });

  test('getPermissions comes from the token', async () => {
    setToken(makeToken({ permissions: ['perm.admin_client.feature.kits'] }));
    await expect(authProvider.getPermissions!({})).resolves.toEqual(['perm.admin_client.feature.kits']);
    setToken(null);
    await expect(authProvider.getPermissions!({})).resolves.toEqual([]);
  });

  test('canAccess checks the rule for the resource: any or all, perm.superuser passes', async () => {
    setAccessRule(({ resource, action }) =>
      resource === 'studies'
        ? {
            required: action === 'delete' ? ['perm.a', 'perm.b'] : ['perm.a', 'perm.c'],
            mode: action === 'delete' ? 'all' : 'any',
          }
        : undefined,
    );
    const can = (action: string, resource: string) => authProvider.canAccess!({ action, resource });
    setToken(makeToken({ permissions: ['perm.a'] }));
    await expect(can('list', 'studies')).resolves.toBe(true);
    await expect(can('delete', 'studies')).resolves.toBe(false);
    await expect(can('list', 'sites')).resolves.toBe(true);
    setToken(makeToken({ permissions: ['perm.x'] }));
    await expect(can('list', 'studies')).resolves.toBe(false);
    setToken(makeToken({ permissions: ['perm.superuser'] }));
    await expect(can('delete', 'studies')).resolves.toBe(true);
  });
});
