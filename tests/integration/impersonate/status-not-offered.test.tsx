import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { clearUnavailableExtensions } from '@/http';
import { server } from '@/mocks/node';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';

const WAIT = { timeout: 20_000 };
const STATUS = '/api/admin/impersonations/current';

afterEach(clearUnavailableExtensions);

describe('a server without the impersonation status call', () => {
  it('is asked once per session; the screen says so and still offers acting as someone', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`*${STATUS}`, () => {
        asked.push(STATUS);
        return HttpResponse.json({ message: 'Not Found' }, { status: 404 });
      }),
    );
    signInAs(ACCOUNTS.super);
    const { router } = renderApp('/impersonate');
    expect(
      await screen.findByText(/This server does not report whom you are acting as/, {}, WAIT),
    ).toBeVisible();
    expect(screen.getByRole('form', { name: 'Act as a user' })).toBeVisible();
    await act(() => router.navigate('/studies'));
    await act(() => router.navigate('/impersonate'));
    window.dispatchEvent(new Event('focus'));
    await screen.findByText(/This server does not report whom you are acting as/, {}, WAIT);
    expect(asked).toHaveLength(1);
  }, 60_000);
});
