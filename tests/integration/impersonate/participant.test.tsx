import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getClaims, getToken } from '@/auth';
import { find } from '@/mocks/db';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';
import { BANNER, WAIT, startFromPage } from './support';

const PARTICIPANT = 118;

afterEach(() => vi.unstubAllEnvs());

describe('acting as a participant', () => {
  it('opens the participant platform in a new tab with a one-time code and no token', async () => {
    vi.stubEnv('VITE_PARTICIPANT_APP_URL', 'https://participants.example.test/');
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    signInAs(ACCOUNTS.super);
    const staffToken = getToken()!;
    const name = String(find('users', PARTICIPANT)!.fullname);
    renderApp(`/impersonate?user_id=${PARTICIPANT}`);
    await startFromPage(userEvent.setup(), name, 'Ticket SUP-3200: consent step missing');
    expect(await screen.findByText(/The participant platform opened in a new tab/, {}, WAIT)).toBeVisible();
    expect(open).toHaveBeenCalledTimes(1);
    const [url, target, features] = open.mock.calls[0]!;
    expect(target).toBe('_blank');
    expect(features).toContain('noopener');
    const address = new URL(String(url));
    expect(address.origin + address.pathname).toBe('https://participants.example.test/impersonate');
    expect([...address.searchParams.keys()]).toEqual(['code']);
    expect(address.searchParams.get('code')).toMatch(/^[0-9a-f]{32}$/);
    // No token of any kind in the address: not the staff member's, not a JWT-shaped one.
    expect(String(url)).not.toContain(staffToken);
    expect(String(url)).not.toMatch(/eyJ|token/i);
    // The console itself stays the staff member's.
    expect(getClaims()?.user_id).toBe(1);
    expect(screen.queryByRole('region', BANNER)).not.toBeInTheDocument();
  }, 60_000);

  it('says so and opens nothing when the participant platform is not configured', async () => {
    vi.stubEnv('VITE_PARTICIPANT_APP_URL', '');
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    signInAs(ACCOUNTS.super);
    const name = String(find('users', PARTICIPANT)!.fullname);
    renderApp(`/impersonate?user_id=${PARTICIPANT}`);
    expect(await screen.findByText(/acting as a participant is not offered here/, {}, WAIT)).toBeVisible();
    await startFromPage(userEvent.setup(), name, 'Ticket SUP-3201');
    expect(await screen.findByText(/the console cannot open it/, {}, WAIT)).toBeVisible();
    expect(open).not.toHaveBeenCalled();
    expect(screen.queryByRole('link', { name: 'Open the participant platform' })).not.toBeInTheDocument();
  }, 60_000);
});
