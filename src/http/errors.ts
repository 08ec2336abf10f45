export type HttpErrorTag = 'Axios 401' | 'Axios 50X' | 'Axios Aborted';

/** Error-reporting tags of spec §8: 401, any status starting 50, and aborted requests. */
export function tagFor(status: number, aborted: boolean): HttpErrorTag | undefined {
  if (aborted) return 'Axios Aborted';
  if (status === 401) return 'Axios 401';
  if (String(status).startsWith('50')) return 'Axios 50X';
  return undefined;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Server bodies `{ message, errors?: { field: text | text[] } }` become one text per field for forms. */
export function fieldErrorsFrom(body: unknown): Record<string, string> {
  if (!isRecord(body) || !isRecord(body.errors)) return {};
  const out: Record<string, string> = {};
  for (const [field, value] of Object.entries(body.errors)) {
    if (typeof value === 'string') out[field] = value;
    else if (Array.isArray(value)) {
      const texts = value.filter((t): t is string => typeof t === 'string');
      if (texts.length > 0) out[field] = texts.join(' ');
    }
  }
  return out;
}

export function bodyMessage(body: unknown): string | undefined {
  return isRecord(body) && typeof body.message === 'string' && body.message !== '' ? body.message : undefined;
}

interface HttpErrorInit {
  status: number;
  message: string;
  body?: unknown;
  aborted?: boolean;
  cause?: unknown;
}

/** The one HTTP error type: keeps status, body and field errors so forms can place server messages. */
export class HttpError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly fieldErrors: Record<string, string>;
  readonly tag?: HttpErrorTag;
  readonly aborted: boolean;

  constructor(init: HttpErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'HttpError';
    this.status = init.status;
    this.body = init.body;
    this.aborted = init.aborted ?? false;
    this.fieldErrors = fieldErrorsFrom(init.body);
    this.tag = tagFor(this.status, this.aborted);
  }
}
