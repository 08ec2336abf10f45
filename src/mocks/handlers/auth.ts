import { HttpResponse } from 'msw';
import { coreCalls, type tokenAnswer } from '@/contract/core';
import type { z } from '@/lib/zod';
import { onResetDb } from '../db';
import { DEMO_DEVICE_CODE, DEMO_REGISTRATION, DEMO_RESET_EMAIL, DEMO_RESET_TOKEN } from '../db/demo';
import { accountByEmail, accountById, addAccount, updateAccount, type Account } from '../lib/accounts';
import * as cookie from '../lib/cookies';
import { answer, declared } from '../lib/declared';
import { fail, readData, str } from '../lib/respond';
import { mintToken } from '../lib/tokens';

const MIN_PASSWORD = 8;
const usedRegistrations = new Set<string>();
onResetDb(() => usedRegistrations.clear());

const {
  login,
  deviceCode,
  logout,
  tokenRefresh,
  forgotPassword,
  resetPassword,
  registration,
  completeRegistration,
} = coreCalls;

/** The calls that sign in answer a token (login may instead ask for a device code). */
type SignInCall = typeof login | typeof deviceCode | typeof completeRegistration;

async function signedIn(decl: SignInCall, account: Account): Promise<Response> {
  const data: z.input<typeof tokenAnswer> = { token: await mintToken(account) };
  return answer(decl, data, undefined, undefined, await cookie.sessionCookies(account.id));
}

const invalidCode = () => fail(422, 'Invalid code', { code: 'Invalid code' });

/** CONTRACT "Designed endpoints": sign-in, device code, sign-out, password and registration. */
export const authHandlers = [
  declared(login, async ({ request, cookies }) => {
    const { email, password } = await readData(request);
    const account = accountByEmail(str(email));
    if (!account || account.password === '' || account.password !== str(password))
      return fail(401, 'Invalid email or password');
    const deviceUser = await cookie.deviceUser(cookies[cookie.deviceCookieName()]);
    const knownDevice = String(deviceUser) === String(account.id);
    if (account.needsDeviceCode && !knownDevice) {
      const deviceToken = await cookie.deviceTokenFor(account.id);
      return answer(login, { device_verification_required: true, device_token: deviceToken });
    }
    return signedIn(login, account);
  }),

  declared(deviceCode, async ({ request }) => {
    const { device_token, code } = await readData(request);
    const userId = await cookie.deviceTokenUser(str(device_token));
    const account = userId === undefined ? undefined : accountById(userId);
    if (!account || str(code).trim() !== DEMO_DEVICE_CODE) return invalidCode();
    return signedIn(deviceCode, account);
  }),

  declared(logout, () => new HttpResponse(null, { status: 204, headers: cookie.clearRefreshCookie() })),

  declared(tokenRefresh, async ({ cookies }) => {
    const userId = await cookie.refreshUser(cookies[cookie.REFRESH_COOKIE]);
    const account = userId === undefined ? undefined : accountById(userId);
    if (!account) return fail(401, 'Session expired');
    const token = await mintToken(account);
    return answer(tokenRefresh, null, undefined, undefined, {
      token,
      'Access-Control-Expose-Headers': 'token',
    });
  }),

  // Always the same answer, whether or not the address has an account.
  declared(forgotPassword, async ({ request }) => {
    const { email } = await readData(request);
    if (!str(email).includes('@'))
      return fail(422, 'The email must be a valid email address.', { email: 'must be a valid email' });
    return answer(forgotPassword, { sent: true });
  }),

  declared(resetPassword, async ({ request }) => {
    const { token, password } = await readData(request);
    const account = str(token) === DEMO_RESET_TOKEN ? accountByEmail(DEMO_RESET_EMAIL) : undefined;
    if (!account) return fail(404, 'This reset link is invalid or has expired.');
    if (str(password).length < MIN_PASSWORD)
      return fail(422, 'The password is too short.', {
        password: `must be at least ${MIN_PASSWORD} characters`,
      });
    updateAccount(account, { password: str(password) });
    return answer(resetPassword, { reset: true });
  }),

  declared(registration, ({ params }) => {
    if (params.regToken !== DEMO_REGISTRATION.token || usedRegistrations.has(DEMO_REGISTRATION.token))
      return fail(404, 'This invitation is invalid or has already been used.');
    return answer(registration, { email: DEMO_REGISTRATION.email, fullname: DEMO_REGISTRATION.fullname });
  }),

  declared(completeRegistration, async ({ request, params }) => {
    if (params.regToken !== DEMO_REGISTRATION.token || usedRegistrations.has(DEMO_REGISTRATION.token))
      return fail(404, 'This invitation is invalid or has already been used.');
    const { fullname, password } = await readData(request);
    const errors: Record<string, string> = {};
    if (str(fullname).trim() === '') errors.fullname = 'is a required field';
    if (str(password).length < MIN_PASSWORD) errors.password = `must be at least ${MIN_PASSWORD} characters`;
    if (Object.keys(errors).length > 0) return fail(422, 'The given data was invalid.', errors);
    usedRegistrations.add(DEMO_REGISTRATION.token);
    const account = addAccount({
      email: DEMO_REGISTRATION.email,
      fullname: str(fullname).trim(),
      permissions: DEMO_REGISTRATION.permissions,
      password: str(password),
      acceptedTermsAt: null,
      needsDeviceCode: false,
    });
    return signedIn(completeRegistration, account);
  }),
];
