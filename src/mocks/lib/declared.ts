import { http, type HttpResponseResolver, type PathParams } from 'msw';
import type { CallDecl } from '@/contract';
import type { z } from '@/lib/zod';
import { ok, type Row } from './respond';

/** Where MSW listens for a declared call: `/admin/sites/{id}/referrals` → `*\/api/admin/sites/:id/referrals`. */
export function mswPath(decl: CallDecl): string {
  return `*/api${decl.path.replace(/\{([a-z_]+)\}/gi, ':$1')}`;
}

const METHOD = { GET: 'get', POST: 'post', PUT: 'put', PATCH: 'patch', DELETE: 'delete' } as const;

/**
 * A mock handler at a declared call's own method and path, so the mock answers the call the
 * console makes and cannot drift to another path.
 */
export function declared(decl: CallDecl, resolver: HttpResponseResolver<PathParams>) {
  return http[METHOD[decl.method]](mswPath(decl), resolver);
}

/**
 * The success answer of a declared call, its data typed by the declaration: a mock that builds
 * an answer the contract would refuse does not compile (and the Vitest audit checks it at run time).
 */
export function answer<D extends CallDecl>(
  _decl: D,
  data: z.input<D['response']>,
  meta?: Row,
  status?: number,
  headers?: HeadersInit,
): Response {
  return ok(data, {
    ...(meta ? { meta } : {}),
    ...(status ? { status } : {}),
    ...(headers ? { headers } : {}),
  });
}

/** As `answer`, with 201 Created: the success of a call that makes a record. */
export function created<D extends CallDecl>(decl: D, data: z.input<D['response']>, meta?: Row): Response {
  return answer(decl, data, meta, 201);
}

/** A stored id as the contract types ids. */
export const asId = (v: unknown): string | number =>
  typeof v === 'number' || typeof v === 'string' ? v : String(v);

/** A stored value that may be absent, as an optional id. */
export const asOptionalId = (v: unknown): string | number | null => (v == null ? null : asId(v));

/** A stored value that may be absent, as optional text. */
export const asOptionalText = (v: unknown): string | null => (v == null ? null : String(v));

/** A stored value that may be absent, as an optional number (a numeric text read as its number). */
export const asOptionalNumber = (v: unknown): number | null => {
  if (typeof v === 'number') return v;
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  return Number.isNaN(n) ? null : n;
};
