import { env } from '@/config/env';

/** The device cookie marks a verified browser; together with a valid token it means "signed in". */
export function hasDeviceCookie(): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie
    .split(';')
    .map((part) => part.trim())
    .some((part) => {
      const eq = part.indexOf('=');
      return eq > 0 && part.slice(0, eq) === env.deviceCookie && part.slice(eq + 1) !== '';
    });
}
