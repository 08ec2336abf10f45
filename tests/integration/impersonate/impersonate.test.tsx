import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERM } from '@/auth/permission-names';
import { find } from '@/mocks/db';
import { addAccount } from '@/mocks/lib/accounts';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';

const WAIT = { timeout: 20_000 };
const TARGET = 118;

async function pickUser(user: ReturnType<typeof userEvent.setup>, email: string) {
  const box = await screen.findByRole('combobox', { name: "User's email" }, WAIT);
  await user.type(box, email.slice(0, 12));
  await user.click(await screen.findByRole('option', { name: new RegExp(email.replace('.', '\\.')) }, WAIT));
}

describe('impersonate: find, say why, confirm, act; stop from the banner', () => {
  it('starts acting as a participant, shows the banner on every screen, and stops', async () => {
    signInAs(ACCOUNTS.super);
    const user = userEvent.setup();
    const target = find('users', TARGET)!;
    const { router } = renderApp('/impersonate');
    expect(await screen.findByRole('table', { name: 'Recent impersonations' }, WAIT)).toBeVisible();
    await pickUser(user, String(target.email));
    await user.click(screen.getByRole('button', { name: `Act as ${String(target.fullname)}` }));
    expect(screen.getByText('Reason is a required field')).toBeVisible();
    await user.type(
      screen.getByRole('textbox', { name: /^Reason/ }),
      'Ticket SUP-3001: consent step missing',
    );
    await user.click(screen.getByRole('button', { name: `Act as ${String(target.fullname)}` }));
    const confirm = await screen.findByRole('alertdialog', { name: `Act as ${String(target.fullname)}?` });
    expect(within(confirm).getByText(/Ticket SUP-3001/)).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Act as this user' }));
    const banner = await screen.findByRole('region', { name: 'Acting as another user' }, WAIT);
    expect(banner).toHaveTextContent(`You are acting as ${String(target.fullname)}`);
    const recent = screen.getByRole('table', { name: 'Recent impersonations' });
    await waitFor(
      () => expect(within(recent).getAllByRole('row')[1]).toHaveTextContent('Still acting'),
      WAIT,
    );
    expect(within(recent).getAllByRole('row')[1]).toHaveTextContent('Ticket SUP-3001');

    await router.navigate('/studies');
    expect(await screen.findByRole('region', { name: 'Acting as another user' }, WAIT)).toBeVisible();
    await user.click(screen.getByRole('button', { name: `Stop acting as ${String(target.fullname)}` }));
    await waitFor(
      () => expect(screen.queryByRole('region', { name: 'Acting as another user' })).not.toBeInTheDocument(),
      WAIT,
    );
  }, 60_000);

  it('reads everything on screen again when acting starts', async () => {
    signInAs(ACCOUNTS.super);
    const user = userEvent.setup();
    const { server } = await import('@/mocks/node');
    const reads: string[] = [];
    const listener = ({ request }: { request: Request }) => reads.push(new URL(request.url).pathname);
    server.events.on('request:start', listener);
    onTestFinished(() => server.events.removeListener('request:start', listener));
    renderApp(`/impersonate?user_id=${TARGET}`);
    await screen.findByRole('button', { name: `Act as ${String(find('users', TARGET)!.fullname)}` }, WAIT);
    await waitFor(() => expect(reads.filter((p) => p === '/api/admin/impersonations')).toHaveLength(1), WAIT);
    await user.type(screen.getByRole('textbox', { name: /^Reason/ }), 'Checking the results page');
    await user.click(screen.getByRole('button', { name: /^Act as / }));
    await user.click(await screen.findByRole('button', { name: 'Act as this user' }));
    await screen.findByRole('region', { name: 'Acting as another user' }, WAIT);
    // The recent list was read before; it is read again under the new identity.
    await waitFor(
      () => expect(reads.filter((p) => p === '/api/admin/impersonations').length).toBeGreaterThan(1),
      WAIT,
    );
  }, 60_000);

  it('refuses oneself before asking the server', async () => {
    signInAs(ACCOUNTS.super);
    renderApp('/impersonate?user_id=1');
    expect(await screen.findByText('You cannot act as yourself.', {}, WAIT)).toBeVisible();
    expect(screen.getByRole('button', { name: /^Act as / })).toBeDisabled();
  });

  it('is refused for a superuser target, with the server saying why', async () => {
    addAccount(
      {
        email: 'helpdesk@research.test',
        fullname: 'Hana Helpdesk',
        permissions: [PERM.impersonate, PERM.users],
        password: 'research-demo',
        acceptedTermsAt: '2025-06-02T09:30:00.000Z',
        needsDeviceCode: false,
      },
      { accepted_admin_terms_at: '2025-06-02T09:30:00.000Z' },
    );
    signInAs('helpdesk@research.test');
    const user = userEvent.setup();
    renderApp('/impersonate?user_id=1');
    await screen.findByRole('button', { name: 'Act as Sam Super' }, WAIT);
    await user.type(screen.getByRole('textbox', { name: /^Reason/ }), 'Testing');
    await user.click(screen.getByRole('button', { name: 'Act as Sam Super' }));
    await user.click(await screen.findByRole('button', { name: 'Act as this user' }));
    expect(await screen.findByText('A superuser cannot be impersonated.', {}, WAIT)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Acting as another user' })).not.toBeInTheDocument();
  }, 60_000);
});
