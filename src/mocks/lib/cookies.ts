import { env } from '@/config/env';
import { isObject } from './respond';
import { signed, verified } from './signing';
import { decodePart, encodePart } from './tokens';

export const REFRESH_COOKIE = 'rc_refresh';
export const deviceCookieName = (): string => env.deviceCookie;

const WEEK = 7 * 86_400;
const YEAR = 365 * 86_400;

/**
 * Cookie values carry the user, so a session survives a page reload although the db is reseeded,
 * and are signed like tokens: a value edited to name another user is refused. They also carry an
 * epoch that a test reset bumps: MSW's own cookie jar outlives tests, and old sessions must not
 * leak into the next one.
 */
let epoch = 0;

export function endAllSessions(): void {
  epoch += 1;
}

type UserId = number | string;

function encode(kind: string, userId: UserId): Promise<string> {
  return signed(encodePart({ k: kind, u: userId, e: epoch, n: Math.random().toString(36).slice(2, 10) }));
}

async function decode(kind: string, value: string | undefined): Promise<UserId | undefined> {
  const text = value ? await verified(value) : undefined;
  const v = text === undefined ? undefined : decodePart(text);
  if (!isObject(v) || v.k !== kind || v.e !== epoch) return undefined;
  return typeof v.u === 'number' || typeof v.u === 'string' ? v.u : undefined;
}

export const refreshUser = (value: string | undefined) => decode('refresh', value);
export const deviceUser = (value: string | undefined) => decode('device', value);
export const deviceTokenFor = (userId: UserId) => encode('device-token', userId);
export const deviceTokenUser = (value: string | undefined) => decode('device-token', value);

// Not HttpOnly: in the browser MSW writes mocked cookies through document.cookie, which refuses those.
function setCookie(name: string, value: string, maxAge: number): string {
  return `${name}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax`;
}

export async function sessionCookies(userId: UserId): Promise<Headers> {
  const headers = new Headers();
  headers.append('Set-Cookie', setCookie(REFRESH_COOKIE, await encode('refresh', userId), WEEK));
  headers.append('Set-Cookie', setCookie(deviceCookieName(), await encode('device', userId), YEAR));
  return headers;
}

export function clearRefreshCookie(): Headers {
  return new Headers({ 'Set-Cookie': setCookie(REFRESH_COOKIE, '', 0) });
}
