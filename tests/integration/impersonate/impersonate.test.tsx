import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getClaims } from '@/auth';
import { PERM } from '@/auth/permission-names';
import { addAccount } from '@/mocks/lib/accounts';
import { getRecentImpersonations } from '@resources/impersonate/api';
import { ACCOUNTS, mainMenu, renderApp, signInAs } from '../app/render-app';
import { BANNER, WAIT, startFromPage } from './support';

describe('impersonate: find, say why and for how long, confirm, act as a staff member, stop', () => {
  it('needs a reason and a duration within the maximum before it asks', async () => {
    signInAs(ACCOUNTS.super);
    const user = userEvent.setup();
    renderApp('/impersonate?user_id=7');
    const act = await screen.findByRole('button', { name: 'Act as Kit Kowalski' }, WAIT);
    const duration = screen.getByRole('spinbutton', { name: /^Duration/ });
    expect(duration).toHaveValue(30);
    await user.clear(duration);
    await user.type(duration, '500');
    await user.click(act);
    expect(screen.getByText('Reason is a required field')).toBeVisible();
    expect(screen.getByText('Enter a whole number of minutes from 1 to 120')).toBeVisible();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  }, 60_000);

  it('becomes the target (token, menu, refusals) with a banner naming both, and stops back', async () => {
    signInAs(ACCOUNTS.super);
    const user = userEvent.setup();
    const { location } = renderApp('/impersonate?user_id=7');
    expect(within(await mainMenu()).getByRole('link', { name: 'Impersonate' })).toBeVisible();
    await startFromPage(user, 'Kit Kowalski', 'Ticket SUP-3001: kit list looks empty');
    const banner = await screen.findByRole('region', BANNER, WAIT);
    expect(banner).toHaveTextContent('Sam Super acting as Kit Kowalski');
    expect(banner).toHaveTextContent(/Time left (29:5\d|30:00)/);
    await waitFor(() => expect(location()).toBe('/'), WAIT);
    expect(getClaims()).toMatchObject({ user_id: 7, permissions: [PERM.kits] });
    await waitFor(async () => {
      const menu = await mainMenu();
      expect(within(menu).queryByRole('link', { name: 'Impersonate' })).not.toBeInTheDocument();
      expect(within(menu).queryByRole('link', { name: 'Studies' })).not.toBeInTheDocument();
    }, WAIT);
    // The target may not read the impersonation log; neither may the console while acting as them.
    await expect(getRecentImpersonations()).rejects.toMatchObject({ status: 403 });

    await user.click(within(banner).getByRole('button', { name: 'Stop acting' }));
    await waitFor(() => expect(screen.queryByRole('region', BANNER)).not.toBeInTheDocument(), WAIT);
    expect(getClaims()?.user_id).toBe(1);
    expect(within(await mainMenu()).getByRole('link', { name: 'Impersonate' })).toBeVisible();
    const [latest] = await getRecentImpersonations();
    expect(latest).toMatchObject({ user_id: 7, reason: 'Ticket SUP-3001: kit list looks empty' });
    expect(latest?.ended_at).not.toBeNull();
  }, 60_000);

  it('refuses oneself before asking the server', async () => {
    signInAs(ACCOUNTS.super);
    renderApp('/impersonate?user_id=1');
    expect(await screen.findByText('You cannot act as yourself.', {}, WAIT)).toBeVisible();
    expect(screen.getByRole('button', { name: /^Act as / })).toBeDisabled();
  });

  it('is refused for a superuser target, with the server saying why', async () => {
    const at = '2025-06-02T09:30:00.000Z';
    addAccount(
      {
        email: 'helpdesk@research.test',
        fullname: 'Hana Helpdesk',
        permissions: [PERM.impersonate, PERM.users],
        password: 'research-demo',
        acceptedTermsAt: at,
        needsDeviceCode: false,
      },
      { accepted_admin_terms_at: at },
    );
    signInAs('helpdesk@research.test');
    const user = userEvent.setup();
    renderApp('/impersonate?user_id=1');
    await startFromPage(user, 'Sam Super', 'Testing');
    expect(await screen.findByText('A superuser cannot be impersonated.', {}, WAIT)).toBeVisible();
    expect(screen.queryByRole('region', BANNER)).not.toBeInTheDocument();
  }, 60_000);
});
