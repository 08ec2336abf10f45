import { z } from '@/lib/zod';

const claimsSchema = z.object({
  user_id: z.union([z.number(), z.string()]),
  user_email: z.string(),
  permissions: z.array(z.string()),
  exp: z.number(),
});

export type TokenClaims = z.infer<typeof claimsSchema>;
export type TokenState = 'valid' | 'expired' | 'none';

function base64UrlDecode(segment: string): string {
  const b64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Reads the payload of a JWT-shaped token; the client never verifies signatures, the server does. */
export function decodeClaims(token: string): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const parsed = claimsSchema.safeParse(JSON.parse(base64UrlDecode(parts[1])));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

// Memory only, never localStorage: after a reload the auth guard's refresh restores it from the cookie.
let token: string | null = null;
let claims: TokenClaims | null = null;
const listeners = new Set<() => void>();

export function getToken(): string | null {
  return token;
}

export function getClaims(): TokenClaims | null {
  return claims;
}

export function setToken(next: string | null): void {
  const decoded = next ? decodeClaims(next) : null;
  const value = decoded ? next : null;
  if (next && !decoded) console.error('Ignoring a token whose payload cannot be decoded');
  if (value) expiredSessionEnded = false;
  if (value === token) return;
  token = value;
  claims = decoded;
  for (const fn of [...listeners]) fn();
}

// Set when an expired token could not be refreshed and was cleared: the session ran out rather than
// never having existed, so the login page still says so (spec §2, sessionExpired=true).
let expiredSessionEnded = false;

/** Clears an expired token whose refresh failed, remembering that the session ran out. */
export function endExpiredSession(): void {
  if (tokenState() === 'expired') expiredSessionEnded = true;
  setToken(null);
}

/**
 * True while the token is expired, or after an expired session ended without a new token: the
 * case for `sessionExpired=true`. A new token or a sign-out forgets it.
 */
export function sessionHasExpired(): boolean {
  return expiredSessionEnded || tokenState() === 'expired';
}

/** A deliberate sign-out: the next login page has no session to call expired. */
export function forgetExpiredSession(): void {
  expiredSessionEnded = false;
}

export function tokenState(now: number = Date.now()): TokenState {
  if (!token || !claims) return 'none';
  return claims.exp * 1000 > now ? 'valid' : 'expired';
}

export function subscribeToken(fn: () => void): () => void {
  listeners.add(fn);
  return () => {
    listeners.delete(fn);
  };
}

type UserId = TokenClaims['user_id'] | null;

/**
 * Calls `fn` whenever the user the token names changes: a sign-in, a session that ends, another
 * user (impersonation, a new sign-in after expiry). A refresh for the same user is not a change.
 * `previous` is null when nobody was signed in. Returns an unsubscribe.
 */
export function subscribeUser(fn: (previous: UserId, next: UserId) => void): () => void {
  let userId: UserId = claims?.user_id ?? null;
  return subscribeToken(() => {
    const next = claims?.user_id ?? null;
    if (next === userId) return;
    const previous = userId;
    userId = next;
    fn(previous, next);
  });
}
