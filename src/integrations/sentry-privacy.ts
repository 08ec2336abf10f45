import type { Breadcrumb, Event } from '@sentry/react';

/** Tag key carrying the HTTP client's error tag ("Axios 401", "Axios 50X", "Axios Aborted"). */
export const HTTP_ERROR_TAG_KEY = 'http_error';
const FIRST_DESTINATION_ONLY: ReadonlySet<string> = new Set(['Axios 401', 'Axios 50X', 'Axios Aborted']);

/** Spec §8: the three tagged HTTP-client errors go to the main destination only. */
export function shouldSendToSecondDestination(event: Event): boolean {
  const tag = event.tags?.[HTTP_ERROR_TAG_KEY];
  return !(typeof tag === 'string' && FIRST_DESTINATION_ONLY.has(tag));
}

export const FILTERED = '[Filtered]';

// Keys whose values are credentials or personal/health data, wherever they appear in an event.
const SENSITIVE_KEY =
  /token|password|passwd|secret|authori[sz]ation|cookie|e-?mail|phone|mobile|birth|address|full_?name|first_?name|last_?name|surname|chat_hash|query_string|ssn|postcode|zip/i;
const URL_KEY = /^(url|to|from|href|referrer|referer)$/i;

const BEARER = /\b(Bearer)\s+[^\s,;"']+/gi;
const JWT = /\beyJ[\w-]*\.[\w-]+\.[\w-]*/g;
const URL_WITH_QUERY = /((?:\bhttps?:\/\/|(?<![\w/])\/)[^\s?#"'<>]*)[?#][^\s"'<>]*/g;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/** Drops query string and fragment: they carry search terms, emails and reset or registration tokens. */
export function stripQuery(url: string): string {
  return url.split(/[?#]/)[0] ?? '';
}

/** Removes tokens, emails and URL query strings from free text (messages, exception values). */
export function scrubText(text: string): string {
  return text
    .replace(BEARER, '$1 [token]')
    .replace(JWT, '[token]')
    .replace(URL_WITH_QUERY, '$1')
    .replace(EMAIL, '[email]');
}

function scrubValue(value: unknown, key: string | undefined, seen: WeakSet<object>): unknown {
  if (key !== undefined && SENSITIVE_KEY.test(key)) return value === undefined ? undefined : FILTERED;
  if (typeof value === 'string')
    return key !== undefined && URL_KEY.test(key) ? scrubText(stripQuery(value)) : scrubText(value);
  if (typeof value !== 'object' || value === null) return value;
  if (seen.has(value)) return undefined;
  seen.add(value);
  if (Array.isArray(value)) return value.map((v) => scrubValue(v, undefined, seen));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = scrubValue(v, k, seen);
  return out;
}

/** A copy of the event without credentials or PHI; the user is reduced to an id. */
export function scrubEvent<T extends Event>(event: T): T {
  const { user, ...rest } = event;
  const scrubbed = scrubValue(rest, undefined, new WeakSet()) as T;
  if (user?.id !== undefined) scrubbed.user = { id: user.id };
  return scrubbed;
}

export function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb {
  return scrubValue(breadcrumb, undefined, new WeakSet()) as Breadcrumb;
}
