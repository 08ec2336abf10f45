import type { AuthProvider, UserIdentity } from 'react-admin';
import { authApi } from './auth-api';
import { getCurrentUser, invalidateCurrentUser } from './current-user';
import { currentPermissions, hasPermission, type PermissionMode } from './permissions';
import { refreshToken } from './refresh';
import { isSignedIn, loginRedirect } from './sign-in-state';
import { runSignOutHooks } from './sign-out';
import { forgetExpiredSession, heldSession, sessionHasExpired, setToken } from './token-store';

export interface LoginParams {
  email: string;
  password: string;
  /** Where to go after sign-in; carried to /device-code when the device must be verified. */
  redirect?: string;
}

/** What `login` resolves with when the device is unknown: react-admin's useLogin follows `redirectTo`. */
export interface DeviceVerificationRedirect {
  redirectTo: string;
  deviceVerification: true;
}

export type LoginResult = DeviceVerificationRedirect | undefined;

export interface PendingDeviceVerification {
  deviceToken: string;
  email: string;
  redirect?: string;
}

export const DEVICE_CODE_PATH = '/device-code';

let pendingDevice: PendingDeviceVerification | null = null;

export function isDeviceVerificationRedirect(value: unknown): value is DeviceVerificationRedirect {
  return typeof value === 'object' && value !== null && 'deviceVerification' in value;
}

export function getPendingDeviceVerification(): PendingDeviceVerification | null {
  return pendingDevice;
}

/** Completes a sign-in that needed a device code; a wrong code rejects with an HttpError (fieldErrors.code). */
export async function verifyDevice(code: string): Promise<void> {
  if (!pendingDevice) throw new Error('No device verification is pending; sign in again.');
  await authApi.verifyDeviceCode({ device_token: pendingDevice.deviceToken, code });
  pendingDevice = null;
}

export type AccessRule = (params: {
  action: string;
  resource: string;
}) => { required: readonly string[]; mode?: PermissionMode } | undefined;

let accessRule: AccessRule = () => undefined;

/** The app maps resources to permission names (from the schemas); no rule means no restriction. */
export function setAccessRule(rule: AccessRule): void {
  accessRule = rule;
}

function currentLocation(): { pathname: string; search: string } {
  if (typeof window === 'undefined') return { pathname: '/', search: '' };
  return { pathname: window.location.pathname, search: window.location.search };
}

export const authProvider: AuthProvider = {
  async login(params: LoginParams): Promise<LoginResult> {
    pendingDevice = null;
    const result = await authApi.login({ email: params.email, password: params.password });
    if (result.status === 'signed-in') return undefined;
    pendingDevice = { deviceToken: result.deviceToken, email: params.email, redirect: params.redirect };
    const query = params.redirect ? `?${new URLSearchParams({ redirect: params.redirect }).toString()}` : '';
    return { redirectTo: `${DEVICE_CODE_PATH}${query}`, deviceVerification: true };
  },

  async logout(): Promise<void> {
    setToken(null);
    forgetExpiredSession();
    pendingDevice = null;
    invalidateCurrentUser();
    try {
      await authApi.logout();
    } catch (e) {
      // The local session is gone either way; the server cookie simply expires.
      console.warn('Sign-out request failed', e);
    }
    await runSignOutHooks();
  },

  async checkAuth(): Promise<void> {
    // A held session is being signed in again over its page (src/app/session); a rejection would
    // make react-admin's useAuthenticated log out and navigate, and the page's typing would be lost.
    if (isSignedIn() || heldSession()) return;
    const hadExpired = sessionHasExpired();
    if ((await refreshToken()) && isSignedIn()) return;
    // message: false keeps react-admin from adding its own toast; the login page explains sessionExpired.
    return Promise.reject({ redirectTo: loginRedirect(currentLocation(), hadExpired), message: false });
  },

  // The HTTP client's error catalogue already handles 401 (navigation) and the toasts; a rejection
  // here would make react-admin log out and navigate a second time.
  async checkError(): Promise<void> {},

  async getIdentity(): Promise<UserIdentity> {
    const user = await getCurrentUser();
    return { id: user.id, fullName: user.fullname ?? user.email, email: user.email };
  },

  async getPermissions(): Promise<string[]> {
    return currentPermissions();
  },

  async canAccess(params: { action: string; resource: string }): Promise<boolean> {
    const rule = accessRule({ action: params.action, resource: params.resource });
    if (!rule) return true;
    return hasPermission(currentPermissions(), rule.required, rule.mode);
  },
};
