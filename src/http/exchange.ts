import type { Method } from './types';

// The two ways a request leaves (fetch, or XMLHttpRequest when progress is wanted) take the same
// prepared request and give back the same raw answer, so headers and answer reading are shared.

/** A request ready to leave: URL with query, the spec's headers, and the serialised body. */
export interface Outgoing {
  readonly url: string;
  readonly method: Method;
  readonly headers: Headers;
  readonly body?: string | FormData | Blob;
  readonly signal?: AbortSignal;
}

/** What came back, before the body is read as JSON or an error is made of it. */
export interface Arrived {
  readonly status: number;
  readonly statusText: string;
  readonly headers: Headers;
  readonly text: string;
}

/** Reports the bytes of the request body sent so far, of the total. */
export type UploadProgress = (sent: number, total: number) => void;
