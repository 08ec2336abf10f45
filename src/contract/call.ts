import { z } from '@/lib/zod';
import { reportHttpError, request, type RequestOptions } from '@/http';
import { ContractError } from './contract-error';
import { fillPath } from './define';
import type { CallDecl, ResponseOf, Schema } from './types';

export interface CallInput extends Omit<RequestOptions, 'method'> {
  /** Values of the declared path's `{name}` parameters. */
  readonly path?: Readonly<Record<string, string | number>>;
}

export interface PagedAnswer<T> {
  readonly data: T;
  readonly total: number | undefined;
}

const totalZ = z.optional(z.nullable(z.number()));

/** A 2xx answer's data parsed with its declaration; a `ContractError` (reported once) when it breaks it. */
export function parseAnswer<D extends CallDecl>(decl: D, status: number, data: unknown): ResponseOf<D> {
  const result = (decl.response as Schema).safeParse(data);
  if (result.success) return result.data as ResponseOf<D>;
  const error = new ContractError(decl, status, result.error.issues);
  // Reported here, once: the screen shows it in its panel, so there is no global toast.
  reportHttpError(error);
  throw error;
}

/**
 * Makes a declared call and parses its answer at the boundary: what comes back is what the
 * contract allows (unknown fields kept), or a `ContractError` naming the call and the field.
 */
export async function callApi<D extends CallDecl>(decl: D, input: CallInput = {}): Promise<ResponseOf<D>> {
  const { path, ...options } = input;
  const res = await request<unknown>(fillPath(decl.path, path), { ...options, method: decl.method });
  return parseAnswer(decl, res.status, res.data);
}

/** As `callApi`, for a paged list: the rows and `meta.total`. */
export async function callPaged<D extends CallDecl>(
  decl: D,
  input: CallInput = {},
): Promise<PagedAnswer<ResponseOf<D>>> {
  const { path, ...options } = input;
  const res = await request<unknown>(fillPath(decl.path, path), { ...options, method: decl.method });
  const total = totalZ.safeParse(res.meta?.total);
  return {
    data: parseAnswer(decl, res.status, res.data),
    total: total.success ? (total.data ?? undefined) : undefined,
  };
}
