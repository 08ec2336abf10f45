export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: Method;
  /** Serialised with qs under the spec's limits (arrays 20, depth 5, parameters 1000). */
  params?: Record<string, unknown>;
  /** Sent as the JSON body `{ data: <data> }` unless `wrap === false`. */
  data?: unknown;
  wrap?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** No toast or navigation for this request (the spec's "ignore the interceptor"). */
  skipErrorHandling?: boolean;
  /** No refresh wait and no Authorization header (login, the refresh call itself). */
  skipAuth?: boolean;
  /** Why this change is made, when the screen asked itself; risky writes without one ask first. */
  reason?: string;
  /**
   * The record as the server last gave it, for the risky writes that depend on it (the next draft
   * of a published study, a draft's changed consent block); never sent.
   */
  record?: unknown;
  /**
   * Told the bytes of the body sent so far, of the total (a large upload shows them). Such a
   * request goes by XMLHttpRequest, as fetch cannot report them; everything else is the same.
   */
  onProgress?: (sent: number, total: number) => void;
}

export interface HttpResponse<T> {
  data: T;
  meta?: { total?: number; [k: string]: unknown };
  status: number;
  headers: Headers;
}

export type ToastTheme = 'info' | 'success' | 'danger' | 'warning';
