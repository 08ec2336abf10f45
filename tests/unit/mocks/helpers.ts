import { tokenFor } from '@/mocks/node';

export interface ApiResult {
  status: number;
  body: unknown;
  headers: Headers;
}

/**
 * One call to the mock backend, JSON in and out, the way the app's client sends it. It carries the
 * superuser's token unless given another one, or `token: null` for a call without any.
 */
export async function api(
  path: string,
  init: { method?: string; data?: unknown; token?: string | null; headers?: Record<string, string> } = {},
): Promise<ApiResult> {
  const headers = new Headers(init.headers);
  if (init.data !== undefined) headers.set('Content-Type', 'application/json');
  const token = init.token === undefined ? tokenFor('super@research.test') : init.token;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const res = await fetch(`/api${path}`, {
    method: init.method ?? 'GET',
    headers,
    credentials: 'include',
    body: init.data === undefined ? undefined : JSON.stringify({ data: init.data }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : undefined, headers: res.headers };
}

/** The `data` of a JSON body, typed loosely for assertions. */
export function dataOf<T = Record<string, unknown>>(result: ApiResult): T {
  return (result.body as { data: T }).data;
}

export function totalOf(result: ApiResult): number | undefined {
  return (result.body as { meta?: { total?: number } }).meta?.total;
}
