import { request } from '@/http';
import { coreCalls } from '@/contract/core';
import { getCurrentUser, primeCurrentUser, type CurrentUser } from './current-user';
import { setToken } from './token-store';

// The answers are parsed with the contract's declarations (src/contract/core.ts). The client
// here cannot use `callApi`, which sits above the HTTP client that itself waits on this layer.

export type LoginResponse = { status: 'signed-in' } | { status: 'device-verification'; deviceToken: string };

// Auth pages show these failures on the form themselves, so they bypass the global interceptor.
const quiet = { skipAuth: true, skipErrorHandling: true } as const;

function storeToken(data: unknown): void {
  setToken(coreCalls.deviceCode.response.parse(data).token);
}

/**
 * The designed auth endpoints (CONTRACT "Designed endpoints"). Calls that answer with a token
 * store it, so a page never handles the token itself.
 */
export const authApi = {
  async login(credentials: { email: string; password: string }): Promise<LoginResponse> {
    const res = await request<unknown>('/auth/login', { method: 'POST', data: credentials, ...quiet });
    const data = coreCalls.login.response.parse(res.data);
    if (data.device_verification_required === true && typeof data.device_token === 'string') {
      return { status: 'device-verification', deviceToken: data.device_token };
    }
    storeToken(data);
    return { status: 'signed-in' };
  },

  async verifyDeviceCode(input: { device_token: string; code: string }): Promise<void> {
    const res = await request<unknown>('/auth/device-code', { method: 'POST', data: input, ...quiet });
    storeToken(res.data);
  },

  async logout(): Promise<void> {
    await request<unknown>('/auth/logout', { method: 'POST', ...quiet });
  },

  async forgotPassword(email: string): Promise<void> {
    await request<unknown>('/auth/forgot-password', { method: 'POST', data: { email }, ...quiet });
  },

  async resetPassword(input: { token: string; password: string }): Promise<void> {
    await request<unknown>('/auth/reset-password', { method: 'POST', data: input, ...quiet });
  },

  async getRegistration(regToken: string): Promise<{ email: string; fullname: string }> {
    const res = await request<unknown>(`/auth/registrations/${encodeURIComponent(regToken)}`, quiet);
    const who = coreCalls.registration.response.parse(res.data);
    return { email: who.email, fullname: who.fullname ?? '' };
  },

  async completeRegistration(regToken: string, input: { fullname: string; password: string }): Promise<void> {
    const path = `/auth/registrations/${encodeURIComponent(regToken)}`;
    const res = await request<unknown>(path, { method: 'POST', data: input, ...quiet });
    storeToken(res.data);
  },

  async acceptTerms(): Promise<CurrentUser> {
    const res = await request<unknown>('/admin/accept-terms', { method: 'POST', skipErrorHandling: true });
    const user = coreCalls.acceptTerms.response.parse(res.data);
    primeCurrentUser(user);
    return user;
  },

  getCurrentUser,
};
