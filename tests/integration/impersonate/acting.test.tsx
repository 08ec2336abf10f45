import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { getClaims, getToken, tokenState } from '@/auth';
import { callApi } from '@/contract';
import { send } from '@/http/transport';
import { http, HttpResponse } from 'msw';
import { DEFAULT_TOKEN_LIFETIME } from '@/mocks/controls';
import { controls, server, tokenFor } from '@/mocks/node';
import { ACTING_STAFF_HEADER } from '@resources/impersonate/contract';
import { startActing, stopActing } from '@resources/impersonate/acting-session';
import { flowPublish } from '@resources/flows/contract';
import { publishStudy } from '@resources/studies/contract';
import { ACCOUNTS, mainMenu, renderApp, signInAs } from '../app/render-app';
import { BANNER, WAIT, payloadOf, startFromPage } from './support';

const STELLA = { id: 2, email: 'staff@research.test', fullname: 'Stella Staff' };
const REFUSAL =
  'Not while acting as another user: publishing, signing and role or permission changes need your own session.';

describe('acting as a staff member', () => {
  it('sends both identities with every request: the target’s token naming the staff member, and the header', async () => {
    signInAs(ACCOUNTS.super);
    const seen: Request[] = [];
    const listen = ({ request }: { request: Request }) => seen.push(request.clone());
    server.events.on('request:start', listen);
    onTestFinished(() => server.events.removeListener('request:start', listen));
    await startActing(STELLA, 'Ticket SUP-3100', 30);
    expect(payloadOf(getToken())).toMatchObject({
      user_id: 2,
      act: { id: 1, email: 'super@research.test', fullname: 'Sam Super' },
    });
    renderApp('/studies');
    await screen.findByRole('region', BANNER, WAIT);
    await waitFor(() => expect(seen.filter((r) => r.url.includes('/api/admin/')).length).toBeGreaterThan(0));
    const acting = seen.filter((r) => r.headers.get('Authorization') === `Bearer ${getToken()!}`);
    expect(acting.length).toBeGreaterThan(0);
    for (const r of acting) expect(r.headers.get(ACTING_STAFF_HEADER)).toBe('1');
  }, 60_000);

  it('is refused a request whose header does not name the token’s staff member', async () => {
    signInAs(ACCOUNTS.super);
    await startActing(STELLA, 'Ticket SUP-3101', 30);
    // The console's own request, with the header overridden to name someone else.
    await expect(
      send('/admin/studies/4', { headers: { [ACTING_STAFF_HEADER]: '6' }, skipErrorHandling: true }),
    ).rejects.toMatchObject({ status: 403, message: expect.stringContaining(ACTING_STAFF_HEADER) });
    await expect(send('/admin/studies/4')).resolves.toMatchObject({ status: 200 });
  });

  it('publishing is disabled on screen and refused by the server while acting', async () => {
    signInAs(ACCOUNTS.super);
    await startActing(STELLA, 'Ticket SUP-3102', 30);
    await expect(callApi(publishStudy, { path: { id: 4 }, skipErrorHandling: true })).rejects.toMatchObject({
      status: 403,
      message: REFUSAL,
    });
    // The flows area answers before the impersonation guard and refuses acting tokens itself.
    const flow = { path: { id: 1 }, data: { note: 'n', changes: [] }, skipErrorHandling: true };
    await expect(callApi(flowPublish, flow)).rejects.toMatchObject({ status: 403, message: REFUSAL });
    const user = userEvent.setup();
    renderApp('/studies/4?tab=locales');
    await user.click(await screen.findByRole('button', { name: 'Check out' }, WAIT));
    const publish = await screen.findByRole('button', { name: /^Publish version \d+…$/ }, WAIT);
    expect(publish).toBeDisabled();
    expect(publish).toHaveAccessibleDescription(/^Not while acting as another user/);
  }, 60_000);

  it('at the end of the duration returns to the staff session and clears every cached answer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInAs(ACCOUNTS.super);
    const staffToken = getToken();
    const queryClient = new QueryClient();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp('/impersonate?user_id=7', { queryClient });
    await startFromPage(user, 'Kit Kowalski', 'Ticket SUP-3103', '1');
    await screen.findByRole('region', BANNER, WAIT);
    expect(getClaims()?.user_id).toBe(7);
    queryClient.setQueryData(['read-as', 'kits'], 'seen by Kit Kowalski');
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(screen.getByRole('region', BANNER)).toHaveTextContent(/Time left 0:(29|30|31)/);
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    await waitFor(() => expect(screen.queryByRole('region', BANNER)).not.toBeInTheDocument(), WAIT);
    expect(getToken()).toBe(staffToken);
    expect(queryClient.getQueryData(['read-as', 'kits'])).toBeUndefined();
    expect(within(await mainMenu()).getByRole('link', { name: 'Impersonate' })).toBeVisible();
  }, 60_000);
});

describe('the staff member’s own token, kept while acting', () => {
  it('is renewed by the refresh flow when it expired meanwhile, without signing in again', async () => {
    controls.setTokenLifetime(60);
    signInAs(ACCOUNTS.super);
    controls.setTokenLifetime(DEFAULT_TOKEN_LIFETIME);
    const fresh = tokenFor(ACCOUNTS.super);
    server.use(
      http.get(
        '*/api/x/token-refresh',
        () => new HttpResponse(null, { status: 204, headers: { token: fresh } }),
      ),
    );
    await startActing(STELLA, 'Ticket SUP-3104', 30);
    // Two minutes on: the kept staff token has expired, the impersonation token has not.
    const later = Date.now() + 120_000;
    vi.spyOn(Date, 'now').mockImplementation(() => later);
    expect(tokenState()).toBe('valid');
    await stopActing();
    await waitFor(() => expect(getToken()).toBe(fresh));
    expect(getClaims()?.user_id).toBe(1);
  });
});
