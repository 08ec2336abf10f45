import { env } from '@/config/env';
import { decodePart, encodePart } from './tokens';
import { isObject } from './respond';

export const REFRESH_COOKIE = 'rc_refresh';
export const deviceCookieName = (): string => env.deviceCookie;

const WEEK = 7 * 86_400;
const YEAR = 365 * 86_400;

/**
 * Cookie values carry the user, so a session survives a page reload although the db is reseeded.
 * They also carry an epoch that a test reset bumps: MSW's own cookie jar outlives tests, and old
 * sessions must not leak into the next one.
 */
let epoch = 0;

export function endAllSessions(): void {
  epoch += 1;
}

function encode(kind: string, userId: number | string): string {
  return encodePart({ k: kind, u: userId, e: epoch, n: Math.random().toString(36).slice(2, 10) });
}

function decode(kind: string, value: string | undefined): number | string | undefined {
  if (!value) return undefined;
  const v = decodePart(value);
  if (!isObject(v) || v.k !== kind || v.e !== epoch) return undefined;
  return typeof v.u === 'number' || typeof v.u === 'string' ? v.u : undefined;
}

const refreshValue = (userId: number | string): string => encode('refresh', userId);
export const refreshUser = (value: string | undefined) => decode('refresh', value);
const deviceValue = (userId: number | string): string => encode('device', userId);
export const deviceUser = (value: string | undefined) => decode('device', value);
export const deviceTokenFor = (userId: number | string): string => encode('device-token', userId);
export const deviceTokenUser = (value: string | undefined) => decode('device-token', value);

// Not HttpOnly: in the browser MSW writes mocked cookies through document.cookie, which refuses those.
function setCookie(name: string, value: string, maxAge: number): string {
  return `${name}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax`;
}

export function sessionCookies(userId: number | string): Headers {
  const headers = new Headers();
  headers.append('Set-Cookie', setCookie(REFRESH_COOKIE, refreshValue(userId), WEEK));
  headers.append('Set-Cookie', setCookie(deviceCookieName(), deviceValue(userId), YEAR));
  return headers;
}

export function clearRefreshCookie(): Headers {
  return new Headers({ 'Set-Cookie': setCookie(REFRESH_COOKIE, '', 0) });
}
