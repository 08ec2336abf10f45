import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { EntityFacts } from '@/data';
import { server } from './server';

export { server };

const DAY_MS = 86_400_000;

/** Schema facts shaped like the registry's, one per case the provider distinguishes. */
export const fixtures: readonly EntityFacts[] = [
  { name: 'studies', endpoint: 'studies', access: { read: 'public' }, cacheTtl: DAY_MS },
  { name: 'surveys', endpoint: 'surveys', access: { read: 'public' }, cacheTtl: DAY_MS },
  { name: 'sites', endpoint: 'sites', access: { read: 'public' } },
  { name: 'call_logs', endpoint: 'calls', access: { read: 'admin' } },
  { name: 'blocks', endpoint: 'blocks', access: { read: 'public' }, key: ['id', 'block_version_id'] },
  { name: 'users', endpoint: 'users', access: { read: 'admin' } },
  { name: 'segments', endpoint: 'segments', access: { read: 'public' } },
  { name: 'gene-variants', endpoint: 'gene-variants', access: { read: 'public' } },
];

export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

/**
 * Answers `method path` (MSW path syntax, under /api) with `reply` and records every request it
 * answered, body parsed, so a test can assert the exact path, query, headers and body.
 */
export function answer(
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  reply: JsonBodyType | ((req: SeenRequest) => JsonBodyType | Response | Promise<Response>),
  status = 200,
): SeenRequest[] {
  const seen: SeenRequest[] = [];
  server.use(
    http[method](`*/api${path}`, async ({ request }) => {
      const url = new URL(request.url);
      const text = await request.text();
      const req: SeenRequest = {
        method: request.method,
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        body: text === '' ? undefined : (JSON.parse(text) as unknown),
      };
      seen.push(req);
      const value = typeof reply === 'function' ? await reply(req) : reply;
      return value instanceof Response ? value : HttpResponse.json(value, { status });
    }),
  );
  return seen;
}

/** The query string as a plain object; a repeated parameter becomes an array of its values. */
export function queryOf(req: SeenRequest | undefined): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(req?.query.keys())) {
    const values = req?.query.getAll(key) ?? [];
    out[key] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return out;
}

/** A JWT-shaped token for `userId`, valid for 15 minutes (the client only decodes the payload). */
export function tokenFor(userId: number): string {
  const payload = {
    user_id: userId,
    user_email: `u${userId}@example.test`,
    permissions: [],
    exp: Date.now() / 1000 + 900,
  };
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'none' })}.${encode(payload)}.sig`;
}
