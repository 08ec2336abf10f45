import type { z } from '@/lib/zod';
/** The methods the console uses. */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Whether the spec (§7) names the call, or the console added it and must cope without it. */
export type CallKind = 'spec' | 'extension';

/**
 * Who may make a call. `anyOf`: one of the permissions (`perm.superuser` passes every check);
 * `entity`: what the access table (src/engine/access.ts) says of that entity and action
 * (`entityParam`: of the entity a path parameter names);
 * `signed-in`: any staff member; `public`: no token at all (sign-in pages).
 */
export type CallAccess =
  | { readonly anyOf: readonly string[] }
  | { readonly entity: string; readonly action: 'read' | 'write' }
  /** The access table's rule for the entity a path parameter names (`/z/{entity}/search`). */
  | { readonly entityParam: string; readonly action: 'read' | 'write' }
  | 'signed-in'
  | 'public';

/** Any zod schema (the console uses zod's small build; both share this base type). */
export type Schema = z.ZodMiniType;

/** A read-only call with the arguments a conformance probe can send without knowing the data. */
export interface CallProbe {
  readonly path?: Readonly<Record<string, string | number>>;
  readonly query?: Readonly<Record<string, string | number | boolean>>;
}

/**
 * One call the console makes, declared once: the HTTP client parses its answer with `response`,
 * the mock is checked against it, and `docs/openapi.json` is generated from it.
 */
export interface CallDecl<R extends Schema = Schema> {
  /** Unique and stable: the OpenAPI operationId, e.g. `studies.versions.latest`. */
  readonly id: string;
  readonly method: Method;
  /** Under `/api`, with `{name}` for each path parameter, e.g. `/admin/studies/{id}/locales`. */
  readonly path: string;
  readonly kind: CallKind;
  readonly access: CallAccess;
  readonly summary: string;
  /** Query parameters; every value travels as a string. */
  readonly query?: Schema;
  /** The payload sent under `{ data: ... }`. */
  readonly body?: Schema;
  /** The payload read from `{ data: ... }` of a 2xx answer. */
  readonly response: R;
  /** The answer carries `meta.total` (paged lists). */
  readonly paged?: boolean;
  /** For an extension: what the console does when the server answers 404 or 501. */
  readonly degrade?: string;
  /**
   * A POST that only asks (a filter, a count, a check): it changes nothing, so the audit trail
   * records nothing for it.
   */
  readonly safe?: true;
  /** For a read a probe may send as it is (GET only). */
  readonly probe?: CallProbe;
}

export type ResponseOf<D extends CallDecl> = z.output<D['response']>;
