import { http, HttpResponse } from 'msw';
import { authApi, getCurrentUser, getToken, setToken } from '@/auth';
import { makeToken, server } from '../http/support';

function capture(method: 'get' | 'post', path: string, reply: Record<string, unknown>) {
  const seen: { url: string; body: unknown; auth: string | null }[] = [];
  server.use(
    http[method](`*/api${path}`, async ({ request }) => {
      const text = await request.clone().text();
      seen.push({
        url: request.url,
        body: text ? (JSON.parse(text) as unknown) : undefined,
        auth: request.headers.get('Authorization'),
      });
      return HttpResponse.json(reply);
    }),
  );
  return seen;
}

describe('contract: designed auth endpoints', () => {
  test('forgotPassword posts the email', async () => {
    const seen = capture('post', '/auth/forgot-password', { data: { sent: true } });
    await authApi.forgotPassword('a@research.test');
    expect(seen[0]!.body).toEqual({ data: { email: 'a@research.test' } });
  });

  test('resetPassword posts token and password', async () => {
    const seen = capture('post', '/auth/reset-password', { data: { reset: true } });
    await authApi.resetPassword({ token: 'demo-reset', password: 'new-password' });
    expect(seen[0]!.body).toEqual({ data: { token: 'demo-reset', password: 'new-password' } });
  });

  test('getRegistration reads email and fullname', async () => {
    capture('get', '/auth/registrations/demo-registration', {
      data: { email: 'n@research.test', fullname: 'N' },
    });
    await expect(authApi.getRegistration('demo-registration')).resolves.toEqual({
      email: 'n@research.test',
      fullname: 'N',
    });
  });

  test('completeRegistration posts fullname and password and stores the token', async () => {
    const token = makeToken();
    const seen = capture('post', '/auth/registrations/demo-registration', { data: { token } });
    await authApi.completeRegistration('demo-registration', { fullname: 'N', password: 'pw-123456' });
    expect(seen[0]!.body).toEqual({ data: { fullname: 'N', password: 'pw-123456' } });
    expect(getToken()).toBe(token);
  });

  test('acceptTerms posts with the token and replaces the cached current user', async () => {
    const token = makeToken();
    setToken(token);
    const accepted = {
      id: 3,
      email: 'newstaff@research.test',
      accepted_admin_terms_at: '2026-11-22T14:05:00Z',
    };
    const seen = capture('post', '/admin/accept-terms', { data: accepted });
    await authApi.acceptTerms();
    expect(seen[0]!.auth).toBe(`Bearer ${token}`);
    await expect(getCurrentUser()).resolves.toMatchObject(accepted);
  });
});
