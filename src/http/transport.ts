import { env } from '@/config/env';
import { HttpError, bodyMessage } from './errors';
import { buildHeaders } from './headers';
import { stringifyQuery } from './query';
import type { HttpResponse, RequestOptions } from './types';

/** Spec §7: relative paths go under the API base, except `/agent` paths. Absolute URLs pass through. */
export function buildUrl(path: string, params?: Record<string, unknown>): string {
  const isAbsolute = /^[a-z][a-z\d+.-]*:\/\//i.test(path);
  const clean = path.startsWith('/') || isAbsolute ? path : `/${path}`;
  const base =
    isAbsolute || clean.startsWith('/agent') ? clean : `${env.apiBase.replace(/\/+$/, '')}${clean}`;
  const query = params ? stringifyQuery(params) : '';
  if (!query) return base;
  return `${base}${base.includes('?') ? '&' : '?'}${query}`;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204 || res.status === 205) return undefined;
  const text = await res.text();
  if (text === '') return undefined;
  const type = res.headers.get('Content-Type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

function isAbort(e: unknown, signal?: AbortSignal): boolean {
  return signal?.aborted === true || (e instanceof DOMException && e.name === 'AbortError');
}

/**
 * One fetch with the spec's headers, wrapping and unwrapping, and no timeout. It neither waits for a
 * token refresh nor shows errors: the client layer (client.ts) and the refresh itself build on it.
 */
export async function send<T>(path: string, options: RequestOptions = {}): Promise<HttpResponse<T>> {
  const { method = 'GET', data, wrap = true, signal } = options;
  const hasBody = data !== undefined && method !== 'GET';
  const isRaw = data instanceof FormData || data instanceof Blob;
  const headers = buildHeaders({
    skipAuth: options.skipAuth,
    json: hasBody && !isRaw,
    extra: options.headers,
  });
  let body: BodyInit | undefined;
  if (hasBody) body = isRaw ? data : JSON.stringify(wrap ? { data } : data);

  let res: Response;
  try {
    res = await fetch(buildUrl(path, options.params), {
      method,
      headers,
      body,
      signal,
      credentials: 'include',
    });
  } catch (e) {
    if (isAbort(e, signal)) throw new HttpError({ status: 0, message: 'Aborted', aborted: true, cause: e });
    throw new HttpError({ status: 0, message: 'Network error', cause: e });
  }

  let parsed: unknown;
  try {
    parsed = await readBody(res);
  } catch (e) {
    if (isAbort(e, signal)) throw new HttpError({ status: 0, message: 'Aborted', aborted: true, cause: e });
    throw new HttpError({ status: res.status, message: 'Network error', cause: e });
  }

  if (!res.ok) {
    const message = bodyMessage(parsed) ?? (`${res.status} ${res.statusText}`.trim() || 'Request failed');
    throw new HttpError({ status: res.status, message, body: parsed });
  }
  if (isRecord(parsed) && 'data' in parsed) {
    const meta = isRecord(parsed.meta) ? (parsed.meta as HttpResponse<T>['meta']) : undefined;
    return { data: parsed.data as T, meta, status: res.status, headers: res.headers };
  }
  return { data: parsed as T, status: res.status, headers: res.headers };
}
