import { tokenLifetime } from '../controls';
import { isObject } from './respond';
import { signed, verified } from './signing';

export interface Claims {
  user_id: number | string;
  user_email: string;
  permissions: string[];
  /** Seconds since the epoch. */
  exp: number;
  iat: number;
  /** An impersonation token's real actor: the staff member acting as `user_id`. */
  act?: Actor;
}

/** The staff member behind an impersonation token (RFC 8693's `act` claim, with names). */
export interface Actor {
  id: number | string;
  email: string;
  fullname: string;
}

/** What an impersonation token adds: who really acts, and its own end (the session's). */
export interface TokenExtras {
  act?: Actor;
  /** Seconds since the epoch; the usual lifetime when absent. */
  exp?: number;
}

export function encodePart(value: unknown): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(JSON.stringify(value))) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function decodePart(part: string): unknown {
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
    const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch {
    return undefined;
  }
}

interface TokenSubject {
  id: number | string;
  email: string;
  permissions: readonly string[];
}

/** `header.claims` of a token, before its signature. */
export function unsignedToken(user: TokenSubject, extras: TokenExtras = {}): string {
  const iat = Math.floor(Date.now() / 1000);
  const claims: Claims = {
    user_id: user.id,
    user_email: user.email,
    permissions: [...user.permissions],
    iat,
    exp: extras.exp ?? iat + tokenLifetime(),
    ...(extras.act ? { act: extras.act } : {}),
  };
  return `${encodePart({ alg: 'HS256', typ: 'JWT' })}.${encodePart(claims)}`;
}

/** A JWT signed with HMAC-SHA-256; the client only decodes the payload, the mock checks the signature. */
export const mintToken = (user: TokenSubject, extras?: TokenExtras): Promise<string> =>
  signed(unsignedToken(user, extras));

const isActor = (v: unknown): v is Actor =>
  isObject(v) &&
  (typeof v.id === 'number' || typeof v.id === 'string') &&
  typeof v.email === 'string' &&
  typeof v.fullname === 'string';

function isClaims(v: unknown): v is Claims {
  return (
    (!isObject(v) || v.act === undefined || isActor(v.act)) &&
    isObject(v) &&
    (typeof v.user_id === 'number' || typeof v.user_id === 'string') &&
    typeof v.user_email === 'string' &&
    Array.isArray(v.permissions) &&
    v.permissions.every((p) => typeof p === 'string') &&
    typeof v.exp === 'number'
  );
}

// Signatures are checked once, asynchronously, by the token gate in front of every handler;
// the handlers behind it read the outcome here synchronously.
const checked = new Map<string, Claims | null>();
const CHECKED_MAX = 500;

async function verifyToken(token: string): Promise<Claims | null> {
  const text = await verified(token);
  const [header, payload, ...extra] = text?.split('.') ?? [];
  if (!header || !payload || extra.length > 0) return null;
  const claims = decodePart(payload);
  return isClaims(claims) ? claims : null;
}

const bearerOf = (request: Request): string | undefined =>
  /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1];

export type Identity = { state: 'none' } | { state: 'invalid' } | { state: 'valid'; claims: Claims };

function identityOf(request: Request, claims: Claims | null | undefined): Identity {
  if (!request.headers.get('Authorization')) return { state: 'none' };
  if (!claims || claims.exp * 1000 <= Date.now()) return { state: 'invalid' };
  return { state: 'valid', claims };
}

/** Checks the request's bearer token (signature, shape, expiry): absent, unusable or valid. */
export async function authenticate(request: Request): Promise<Identity> {
  const token = bearerOf(request);
  if (token && !checked.has(token)) {
    if (checked.size >= CHECKED_MAX) checked.clear();
    checked.set(token, await verifyToken(token));
  }
  return identityOf(request, token ? checked.get(token) : undefined);
}

/** What `authenticate` found for this request's token; a token it has not checked is unusable. */
export function identify(request: Request): Identity {
  const token = bearerOf(request);
  return identityOf(request, token ? checked.get(token) : undefined);
}
