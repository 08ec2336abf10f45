import { tokenLifetime } from '../controls';
import { isObject } from './respond';

export interface Claims {
  user_id: number | string;
  user_email: string;
  permissions: string[];
  /** Seconds since the epoch. */
  exp: number;
  iat: number;
}

const SIGNATURE = 'mock';

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

/** A JWT-shaped token; the client only decodes the payload, the mock checks the fixed signature. */
export function mintToken(user: {
  id: number | string;
  email: string;
  permissions: readonly string[];
}): string {
  const iat = Math.floor(Date.now() / 1000);
  const claims: Claims = {
    user_id: user.id,
    user_email: user.email,
    permissions: [...user.permissions],
    iat,
    exp: iat + tokenLifetime(),
  };
  return `${encodePart({ alg: 'HS256', typ: 'JWT' })}.${encodePart(claims)}.${SIGNATURE}`;
}

function isClaims(v: unknown): v is Claims {
  return (
    isObject(v) &&
    (typeof v.user_id === 'number' || typeof v.user_id === 'string') &&
    typeof v.user_email === 'string' &&
    Array.isArray(v.permissions) &&
    v.permissions.every((p) => typeof p === 'string') &&
    typeof v.exp === 'number'
  );
}

/** The claims of a well-formed, unexpired mock token; undefined otherwise. */
function verifyToken(token: string): Claims | undefined {
  const [header, payload, signature, ...extra] = token.split('.');
  if (!header || !payload || signature !== SIGNATURE || extra.length > 0) return undefined;
  const claims = decodePart(payload);
  if (!isClaims(claims) || claims.exp * 1000 <= Date.now()) return undefined;
  return claims;
}

export type Identity = { state: 'none' } | { state: 'invalid' } | { state: 'valid'; claims: Claims };

/** What the request's bearer token says: absent, unusable (expired, forged) or valid. */
export function identify(request: Request): Identity {
  const header = request.headers.get('Authorization');
  if (!header) return { state: 'none' };
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  const claims = match?.[1] ? verifyToken(match[1]) : undefined;
  return claims ? { state: 'valid', claims } : { state: 'invalid' };
}
