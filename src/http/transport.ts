import { env } from '@/config/env';
import { HttpError, bodyMessage } from './errors';
import { buildHeaders } from './headers';
import { stringifyQuery } from './query';
import type { Arrived, Outgoing } from './exchange';
import { sendWithProgress } from './xhr';
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

function readBody(arrived: Arrived): unknown {
  if (arrived.status === 204 || arrived.status === 205 || arrived.text === '') return undefined;
  if ((arrived.headers.get('Content-Type') ?? '').includes('json')) {
    try {
      return JSON.parse(arrived.text) as unknown;
    } catch {
      return arrived.text;
    }
  }
  return arrived.text;
}

function isAbort(e: unknown, signal?: AbortSignal): boolean {
  return signal?.aborted === true || (e instanceof DOMException && e.name === 'AbortError');
}

async function sendWithFetch(out: Outgoing): Promise<Arrived> {
  const { signal } = out;
  let res: Response;
  try {
    const { url, method, headers, body } = out;
    res = await fetch(url, { method, headers, body, signal, credentials: 'include' });
  } catch (e) {
    if (isAbort(e, signal)) throw new HttpError({ status: 0, message: 'Aborted', aborted: true, cause: e });
    throw new HttpError({ status: 0, message: 'Network error', cause: e });
  }
  try {
    const text = res.status === 204 || res.status === 205 ? '' : await res.text();
    return { status: res.status, statusText: res.statusText, headers: res.headers, text };
  } catch (e) {
    if (isAbort(e, signal)) throw new HttpError({ status: 0, message: 'Aborted', aborted: true, cause: e });
    throw new HttpError({ status: res.status, message: 'Network error', cause: e });
  }
}

/**
 * One request with the spec's headers, wrapping and unwrapping, and no timeout. It neither waits for a
 * token refresh nor shows errors: the client layer (client.ts) and the refresh itself build on it.
 * With `onProgress` it goes by XMLHttpRequest, the one browser API that reports bytes sent; the
 * request and the reading of its answer are the same either way.
 */
export async function send<T>(path: string, options: RequestOptions = {}): Promise<HttpResponse<T>> {
  const { method = 'GET', data, wrap = true, signal, onProgress } = options;
  const hasBody = data !== undefined && method !== 'GET';
  const isRaw = data instanceof FormData || data instanceof Blob;
  const headers = buildHeaders({
    skipAuth: options.skipAuth,
    json: hasBody && !isRaw,
    extra: options.headers,
  });
  let body: Outgoing['body'];
  if (hasBody) body = isRaw ? data : JSON.stringify(wrap ? { data } : data);
  const out: Outgoing = { url: buildUrl(path, options.params), method, headers, body, signal };
  const arrived = onProgress ? await sendWithProgress(out, onProgress) : await sendWithFetch(out);

  const parsed = readBody(arrived);
  if (arrived.status < 200 || arrived.status > 299) {
    const message =
      bodyMessage(parsed) ?? (`${arrived.status} ${arrived.statusText}`.trim() || 'Request failed');
    throw new HttpError({ status: arrived.status, message, body: parsed });
  }
  const answer = { status: arrived.status, headers: arrived.headers };
  if (isRecord(parsed) && 'data' in parsed) {
    const meta = isRecord(parsed.meta) ? (parsed.meta as HttpResponse<T>['meta']) : undefined;
    return { data: parsed.data as T, meta, ...answer };
  }
  return { data: parsed as T, ...answer };
}
