import { delay, http, HttpResponse } from 'msw';
import { getClaims, setToken } from '@/auth';
import { HttpError, languageHeaderName, request, setLanguage } from '@/http';
import { parseHeaders } from '@/http/xhr';
import { installErrorHandlers, makeToken, server } from './support';

// A request with `onProgress` goes by XMLHttpRequest (through MSW's interceptor here) and must
// behave as every other request: headers, 401 renewal, error mapping, abort.

const form = () => {
  const body = new FormData();
  body.append('file', new File(['x'.repeat(2048)], 'scan.pdf', { type: 'application/pdf' }));
  return body;
};

describe('an upload with progress goes by XMLHttpRequest with the usual headers and answer', () => {
  test('reports the bytes sent and reads the answer', async () => {
    const token = makeToken();
    setToken(token);
    setLanguage('de');
    const seen: Request[] = [];
    server.use(
      http.post('*/api/files', ({ request: req }) => {
        seen.push(req.clone());
        return HttpResponse.json({ data: { id: 4 } }, { status: 201, headers: { ETag: '"v1"' } });
      }),
    );
    const progress: [number, number][] = [];
    const res = await request<{ id: number }>('/files', {
      method: 'POST',
      data: form(),
      reason: 'Scanned consent',
      onProgress: (sent, total) => progress.push([sent, total]),
    });
    expect(res).toMatchObject({ data: { id: 4 }, status: 201 });
    expect(res.headers.get('ETag')).toBe('"v1"');
    const headers = seen[0]!.headers;
    expect(headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(headers.get(languageHeaderName())).toBe('de');
    expect(headers.get('Client')).toBe('admin');
    expect(headers.get('Change-Reason')).toBe(encodeURIComponent('Scanned consent'));
    expect(headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    // MSW reports the whole body once it is handed over; a browser reports it in steps.
    expect(progress.length).toBeGreaterThan(0);
    const [sent, total] = progress.at(-1)!;
    expect(sent).toBe(total);
    expect(total).toBeGreaterThan(2048);
  });

  test('a JSON body is wrapped as every other call', async () => {
    const seen: unknown[] = [];
    server.use(
      http.post('*/api/files', async ({ request: req }) => {
        seen.push(await req.json());
        return HttpResponse.json({ data: null });
      }),
    );
    await request('/files', { method: 'POST', data: { name: 'a' }, onProgress: () => undefined });
    expect(seen).toEqual([{ data: { name: 'a' } }]);
  });

  test('a refusal becomes an HttpError with its field errors, and goes to the error handlers', async () => {
    server.use(
      http.post('*/api/files', () =>
        HttpResponse.json(
          { message: 'The given data was invalid.', errors: { file: ['must be at most 10 MB'] } },
          { status: 422 },
        ),
      ),
    );
    const { notify } = installErrorHandlers();
    const error = await request('/files', {
      method: 'POST',
      data: form(),
      onProgress: () => undefined,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 422, message: 'The given data was invalid.' });
    expect((error as HttpError).fieldErrors).toEqual({ file: 'must be at most 10 MB' });
    expect(notify).toHaveBeenCalled();
  });

  test('aborting stops the upload: an aborted HttpError, no toast', async () => {
    server.use(http.post('*/api/files', () => delay('infinite')));
    const { notify } = installErrorHandlers();
    const controller = new AbortController();
    const pending = request('/files', {
      method: 'POST',
      data: form(),
      signal: controller.signal,
      onProgress: () => undefined,
    }).catch((e: unknown) => e);
    await delay(20);
    controller.abort();
    const error = await pending;
    expect(error).toMatchObject({ status: 0, aborted: true, tag: 'Axios Aborted' });
    expect(notify).not.toHaveBeenCalled();
  });

  test('a token that runs out on the way is renewed and the upload sent again, progress and all', async () => {
    const old = makeToken({}, 1);
    setToken(old);
    const expiresAt = getClaims()!.exp * 1000;
    const fresh = makeToken({ user_id: 9 });
    server.use(
      http.get('*/api/x/token-refresh', () => new HttpResponse(null, { headers: { token: fresh } })),
    );
    const sent: (string | null)[] = [];
    server.use(
      http.post('*/api/files', async ({ request: req }) => {
        const auth = req.headers.get('Authorization');
        sent.push(auth);
        if (auth === `Bearer ${old}`) {
          while (Date.now() < expiresAt) await delay(20);
          return HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });
        }
        return HttpResponse.json({ data: 'stored' });
      }),
    );
    const { navigate } = installErrorHandlers('/users/7');
    const progress: number[] = [];
    const res = await request<string>('/files', {
      method: 'POST',
      data: form(),
      onProgress: (s) => progress.push(s),
    });
    expect(res.data).toBe('stored');
    expect(sent).toEqual([`Bearer ${old}`, `Bearer ${fresh}`]);
    expect(progress.length).toBeGreaterThanOrEqual(2);
    expect(navigate).not.toHaveBeenCalled();
  }, 10_000);
});

/** An XMLHttpRequest the test drives: progress in steps, then an answer or a failure. */
class FakeXhr {
  static last: FakeXhr | undefined;
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  sentHeaders: Record<string, string> = {};
  constructor() {
    FakeXhr.last = this;
  }
  open(): void {}
  setRequestHeader(name: string, value: string): void {
    this.sentHeaders[name] = value;
  }
  send(): void {}
  abort(): void {
    this.onabort?.();
  }
  getAllResponseHeaders(): string {
    return 'content-type: application/json\r\nx-bad header: 1\r\n';
  }
  progress(loaded: number, total: number, lengthComputable = true): void {
    this.upload.onprogress?.(new ProgressEvent('progress', { loaded, total, lengthComputable }));
  }
}

describe('the progress plumbing, step by step (a browser reports the body in many steps)', () => {
  beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXhr));

  test('each step reaches the caller; a step without a known total is skipped', async () => {
    const progress: [number, number][] = [];
    const pending = request<{ id: number }>('/files', {
      method: 'POST',
      data: form(),
      skipAuth: true,
      onProgress: (s, t) => progress.push([s, t]),
    });
    await vi.waitFor(() => expect(FakeXhr.last?.upload.onprogress).toBeTypeOf('function'));
    const xhr = FakeXhr.last!;
    expect(xhr.withCredentials).toBe(true);
    xhr.progress(1_000, 20_000);
    xhr.progress(5_000, 0, false);
    xhr.progress(12_300, 20_000);
    Object.assign(xhr, { status: 200, responseText: '{"data":{"id":3}}' });
    xhr.onload?.();
    await expect(pending).resolves.toMatchObject({ data: { id: 3 } });
    expect(progress).toEqual([
      [1_000, 20_000],
      [12_300, 20_000],
    ]);
  });

  test('a transfer that fails on the way is a network error (status 0)', async () => {
    const pending = request('/files', {
      method: 'POST',
      data: form(),
      skipAuth: true,
      skipErrorHandling: true,
      onProgress: () => undefined,
    }).catch((e: unknown) => e);
    await vi.waitFor(() => expect(FakeXhr.last?.onerror).toBeTypeOf('function'));
    FakeXhr.last!.onerror?.();
    expect(await pending).toMatchObject({ status: 0, message: 'Network error', aborted: false });
  });

  test('a signal aborted before sending sends nothing', async () => {
    FakeXhr.last = undefined;
    const controller = new AbortController();
    controller.abort();
    const error = await request('/files', {
      method: 'POST',
      data: form(),
      skipAuth: true,
      signal: controller.signal,
      onProgress: () => undefined,
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ aborted: true });
    expect(FakeXhr.last).toBeUndefined();
  });

  test('response headers are read line by line, a malformed line skipped', () => {
    const headers = parseHeaders('content-type: application/json\r\netag: "v2"\r\nbroken\r\n');
    expect(headers.get('etag')).toBe('"v2"');
    expect(headers.get('content-type')).toBe('application/json');
  });
});
