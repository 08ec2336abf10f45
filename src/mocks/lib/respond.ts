import { HttpResponse } from 'msw';

export type Row = Record<string, unknown>;
export type FieldErrors = Record<string, string>;

export function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** `{ data, meta? }`, the envelope of every success. */
export function ok(data: unknown, init?: { status?: number; meta?: Row; headers?: HeadersInit }): Response {
  const body = init?.meta ? { data, meta: init.meta } : { data };
  return HttpResponse.json(body, { status: init?.status ?? 200, headers: init?.headers });
}

/** `{ message, errors? }`, the envelope of every failure. */
export function fail(status: number, message: string, errors?: FieldErrors): Response {
  return HttpResponse.json(errors ? { message, errors } : { message }, { status });
}

/**
 * 409 for a write made against a version the record has moved on from: `current` is the record as
 * it now is, and there are no field errors, which tells it apart from a duplicate value.
 */
export function versionConflict(current: Row): Response {
  return HttpResponse.json(
    { message: 'Someone else saved this record after you opened it.', current },
    { status: 409 },
  );
}

/** A strictly later `updated_at` than `previous`, even for two writes in the same millisecond. */
export function nextUpdatedAt(previous: unknown): string {
  const now = Date.now();
  const last = typeof previous === 'string' ? Date.parse(previous) : Number.NaN;
  return new Date(Number.isNaN(last) || now > last ? now : last + 1).toISOString();
}

export const notFound = (what = 'Resource'): Response => fail(404, `${what} not found`);

export const missingParams = (): Response => fail(422, 'Missing query params');

/** The request body's `data` (bodies are wrapped), or the bare body; `{}` when empty or not JSON. */
export async function readData(request: Request): Promise<Row> {
  const text = await request.text();
  if (text.trim() === '') return {};
  try {
    const body: unknown = JSON.parse(text);
    const data = isObject(body) && 'data' in body ? body.data : body;
    return isObject(data) ? data : {};
  } catch {
    return {};
  }
}

export function str(v: unknown): string {
  return typeof v === 'string' ? v : '';
}

export function nowIso(): string {
  return new Date().toISOString();
}
