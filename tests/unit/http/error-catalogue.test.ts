import { http, HttpResponse } from 'msw';
import { setToken } from '@/auth';
import { HttpError, request } from '@/http';
import { installErrorHandlers, makeToken, server } from './support';

function failWith(status: number, body: Record<string, unknown> = { message: `server says ${status}` }) {
  server.use(http.all('*/api/fail', () => HttpResponse.json(body, { status })));
}

async function failure(options: Parameters<typeof request>[1] = {}): Promise<HttpError> {
  const error = await request('/fail', options).catch((e: unknown) => e);
  if (!(error instanceof HttpError)) throw new Error('expected an HttpError');
  return error;
}

describe('spec §8: other statuses show a toast with the catalogue text', () => {
  test.each([
    [422, '422 Unprocessable Entity'],
    [429, '429 Too Many Requests'],
    [405, '405 Method Not Allowed'],
    [404, '404'],
  ])('%i shows "%s"', async (status, text) => {
    const { notify, navigate } = installErrorHandlers();
    failWith(status);
    const error = await failure();
    expect(error.status).toBe(status);
    expect(notify).toHaveBeenCalledExactlyOnceWith(text, 'danger');
    expect(navigate).not.toHaveBeenCalled();
  });

  test('0 / no response shows "Network error"', async () => {
    const { notify } = installErrorHandlers();
    server.use(http.get('*/api/fail', () => HttpResponse.error()));
    const error = await failure();
    expect(error.status).toBe(0);
    expect(error.aborted).toBe(false);
    expect(notify).toHaveBeenCalledExactlyOnceWith('Network error', 'danger');
  });

  test('409 shows the validation message and keeps the field errors for the form', async () => {
    const { notify } = installErrorHandlers();
    failWith(409, {
      message: 'Key already in use',
      errors: { key: 'Key already in use', title: ['Too short', 'Bad'] },
    });
    const error = await failure({ method: 'POST', data: {} });
    expect(notify).toHaveBeenCalledExactlyOnceWith('Key already in use', 'danger');
    expect(error.fieldErrors).toEqual({ key: 'Key already in use', title: 'Too short Bad' });
    expect(error.body).toMatchObject({ message: 'Key already in use' });
  });

  test('409 without a message shows the first field error', async () => {
    const { notify } = installErrorHandlers();
    failWith(409, { errors: { email: 'must be a valid email' } });
    await failure();
    expect(notify).toHaveBeenCalledExactlyOnceWith('must be a valid email', 'danger');
  });

  test('422 keeps field errors on the error while the toast shows the fixed text', async () => {
    const { notify } = installErrorHandlers();
    failWith(422, { message: 'Invalid code', errors: { code: 'Invalid code' } });
    const error = await failure();
    expect(error.fieldErrors).toEqual({ code: 'Invalid code' });
    expect(notify).toHaveBeenCalledWith('422 Unprocessable Entity', 'danger');
  });

  test("others show the error's own message", async () => {
    const { notify } = installErrorHandlers();
    failWith(500, { message: 'Database unavailable' });
    const error = await failure();
    expect(error.message).toBe('Database unavailable');
    expect(notify).toHaveBeenCalledExactlyOnceWith('Database unavailable', 'danger');
  });

  test('a body without a message falls back to the status line', async () => {
    const { notify } = installErrorHandlers();
    server.use(
      http.get('*/api/fail', () => new HttpResponse('oops', { status: 418, statusText: "I'm a teapot" })),
    );
    await failure();
    expect(notify).toHaveBeenCalledExactlyOnceWith("418 I'm a teapot", 'danger');
  });

  test('requests marked to ignore the interceptor (skipErrorHandling) show nothing', async () => {
    const { notify, navigate } = installErrorHandlers();
    failWith(500);
    await failure({ skipErrorHandling: true });
    failWith(401);
    await failure({ skipErrorHandling: true });
    expect(notify).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  test('an aborted request shows nothing', async () => {
    const { notify } = installErrorHandlers();
    server.use(http.get('*/api/fail', () => new Promise<Response>(() => undefined)));
    const controller = new AbortController();
    const pending = failure({ signal: controller.signal });
    controller.abort();
    await pending;
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('spec §8: HTTP 401 with an invalid token goes to /login with redirect and sessionExpired=true', () => {
  test('navigates to /login?redirect=<current path+search>&sessionExpired=true', async () => {
    const { navigate, notify } = installErrorHandlers('/studies?page=2');
    failWith(401);
    await failure();
    expect(navigate).toHaveBeenCalledExactlyOnceWith(
      '/login?redirect=%2Fstudies%3Fpage%3D2&sessionExpired=true',
    );
    expect(notify).not.toHaveBeenCalled();
  });

  test('unless already on an authentication-layout page', async () => {
    const { navigate } = installErrorHandlers('/forgot-password', ['/login', '/forgot-password']);
    failWith(401);
    await failure();
    expect(navigate).not.toHaveBeenCalled();
  });

  test('ten parallel 401s make exactly one navigation', async () => {
    const { navigate, notify } = installErrorHandlers('/users');
    failWith(401);
    await Promise.all(Array.from({ length: 10 }, () => failure()));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('spec §8: HTTP 401 with a valid token goes to / and shows the authorization toast', () => {
  const text = 'Authorization error. Please check your permissions and network connection, and try again.';

  test('navigates to / and shows the exact text', async () => {
    setToken(makeToken());
    const { navigate, notify } = installErrorHandlers();
    failWith(401);
    await failure();
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/');
    expect(notify).toHaveBeenCalledExactlyOnceWith(text, 'danger');
  });

  test('ten parallel 401s make one navigation and at most one toast', async () => {
    setToken(makeToken());
    const { navigate, notify } = installErrorHandlers();
    failWith(401);
    await Promise.all(Array.from({ length: 10 }, () => failure()));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledTimes(1);
  });
});

describe('spec §8: parallel failures with the same text show one toast', () => {
  test('five parallel 500s with one message make one toast', async () => {
    const { notify } = installErrorHandlers();
    failWith(500, { message: 'Down' });
    await Promise.all(Array.from({ length: 5 }, () => failure()));
    expect(notify).toHaveBeenCalledTimes(1);
  });
});
