import { z } from '@/lib/zod';
import { request } from '@/http';
import { currentUserSchema, getCurrentUser, primeCurrentUser, type CurrentUser } from './current-user';
import { setToken } from './token-store';

const tokenResponse = z.object({ token: z.string().check(z.minLength(1)) });
const loginResponse = z.union([
  tokenResponse,
  z.object({ device_verification_required: z.literal(true), device_token: z.string().check(z.minLength(1)) }),
]);

export type LoginResponse = { status: 'signed-in' } | { status: 'device-verification'; deviceToken: string };

// Auth pages show these failures on the form themselves, so they bypass the global interceptor.
const quiet = { skipAuth: true, skipErrorHandling: true } as const;

function storeToken(data: unknown): void {
  setToken(tokenResponse.parse(data).token);
}

/**
 * The designed auth endpoints (CONTRACT "Designed endpoints"). Calls that answer with a token
 * store it, so a page never handles the token itself.
 */
export const authApi = {
  async login(credentials: { email: string; password: string }): Promise<LoginResponse> {
    const res = await request<unknown>('/auth/login', { method: 'POST', data: credentials, ...quiet });
    const data = loginResponse.parse(res.data);
    if ('token' in data) {
      setToken(data.token);
      return { status: 'signed-in' };
    }
    return { status: 'device-verification', deviceToken: data.device_token };
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
    return z.object({ email: z.string(), fullname: z.string() }).parse(res.data);
  },

  async completeRegistration(regToken: string, input: { fullname: string; password: string }): Promise<void> {
    const path = `/auth/registrations/${encodeURIComponent(regToken)}`;
    const res = await request<unknown>(path, { method: 'POST', data: input, ...quiet });
    storeToken(res.data);
  },

  async acceptTerms(): Promise<CurrentUser> {
    const res = await request<unknown>('/admin/accept-terms', { method: 'POST', skipErrorHandling: true });
    const user = currentUserSchema.parse(res.data);
    primeCurrentUser(user);
    return user;
  },

  getCurrentUser,
};
