import { env } from '@/config/env';
import { actingHeaders } from '@/auth/acting';
import { getToken, tokenState } from '@/auth/token-store';
import { languageHeaderFor } from '@/i18n/language-defaults';

let language: string | null = null;

/** Sets (or clears with null) the `{product}-Language` header sent with every request. */
export function setLanguage(code: string | null): void {
  language = code && code.trim() !== '' ? code : null;
}

export function getLanguage(): string | null {
  return language;
}

export function languageHeaderName(): string {
  return languageHeaderFor(env.productName);
}

/** Spec §7 headers. Built per request, after any refresh wait, so a waiting request picks up the new token. */
export function buildHeaders(opts: {
  skipAuth?: boolean;
  json: boolean;
  extra?: Record<string, string>;
}): Headers {
  const headers = new Headers();
  headers.set('Accept', 'application/json');
  if (opts.json) headers.set('Content-Type', 'application/json');
  headers.set('Timestamp', String(Date.now()));
  headers.set('Client', 'admin');
  const token = getToken();
  if (!opts.skipAuth && token && tokenState() === 'valid') headers.set('Authorization', `Bearer ${token}`);
  if (language) headers.set(languageHeaderName(), language);
  // While acting as another user, both identities (src/auth/acting.ts).
  for (const [k, v] of Object.entries(actingHeaders())) headers.set(k, v);
  for (const [k, v] of Object.entries(opts.extra ?? {})) headers.set(k, v);
  return headers;
}
