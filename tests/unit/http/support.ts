import { vi } from 'vitest';
import { setToken, type TokenClaims } from '@/auth';
import { resetErrorDedupe, setHttpErrorHandlers, setLanguage } from '@/http';

// The shared mock backend (started by tests/setup.ts); tests override single endpoints with server.use.
export { server } from '@/mocks/node';

afterEach(() => {
  setToken(null);
  setLanguage(null);
  resetErrorDedupe();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const b64url = (value: unknown): string =>
  Buffer.from(JSON.stringify(value))
    .toString('base64')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** A JWT-shaped token; `expiresIn` in seconds from now (negative = already expired). */
export function makeToken(claims: Partial<TokenClaims> = {}, expiresIn = 900): string {
  const payload: TokenClaims = {
    user_id: 7,
    user_email: 'staff@research.test',
    permissions: ['perm.admin_client.feature.users'],
    exp: Math.floor(Date.now() / 1000) + expiresIn,
    ...claims,
  };
  return `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(payload)}.signature`;
}

export function installErrorHandlers(path = '/studies?page=2', authLayout: string[] = ['/login']) {
  const navigate = vi.fn<(to: string) => void>();
  const notify = vi.fn<(text: string, theme: string) => void>();
  setHttpErrorHandlers({
    navigate,
    notify,
    currentPath: () => path,
    isAuthLayoutPath: (pathname) => authLayout.includes(pathname),
  });
  return { navigate, notify };
}

export function setDeviceCookie(present: boolean): void {
  document.cookie = present
    ? 'rc_device=device-1; path=/'
    : 'rc_device=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
}
