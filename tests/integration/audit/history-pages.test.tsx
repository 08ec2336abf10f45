import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { find, rows } from '@/mocks/db';
import { server, tokenFor } from '@/mocks/node';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';

// Each custom record page shows its History: a change made through the server first, then the
// page opened as the least privileged demo account that may read the record, History opened,
// the change read in words.

const WAIT = { timeout: 20_000 };
const REVERT = /^Revert the change of /;

/** A write through the mock, as the console would send it, so the server records its entry. */
async function write(email: string, path: string, data: Record<string, unknown>) {
  const res = await fetch(`${location.origin}/api${path}`, {
    method: 'PUT',
    headers: {
      Authorization: `Bearer ${tokenFor(email)}`,
      'Content-Type': 'application/json',
      'Change-Reason': encodeURIComponent('Correcting an error'),
    },
    body: JSON.stringify({ data }),
  });
  expect(res.ok).toBe(true);
}

/** Counts the history reads the page makes, to prove a folded History asks nothing. */
function countHistoryReads(): () => number {
  let reads = 0;
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.includes('/admin/audit/')) reads += 1;
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return () => reads;
}

/** Opens a folded History section and returns its list of changes. */
async function openFoldedHistory(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'History' }, WAIT));
  return screen.findByRole('list', { name: 'History' }, WAIT);
}

describe('History on the custom record pages', { timeout: 60_000 }, () => {
  it('the user page has a History tab at its own address with the change in words', async () => {
    const before = String(find('users', 42)?.fullname);
    await write(ACCOUNTS.super, '/users/42', { fullname: 'Alex Renamed' });
    // Users and cohorts: the least privileged account that reads users without the licence page.
    signInAs(ACCOUNTS.cohorts);
    const user = userEvent.setup();
    const { location } = renderApp('/users/42');
    await user.click(await screen.findByRole('tab', { name: 'History' }, WAIT));
    expect(location()).toBe('/users/42?tab=history');
    const list = await within(screen.getByRole('tabpanel')).findByRole('list', { name: 'History' }, WAIT);
    expect(within(list).getByText(`Full name changed from "${before}" to "Alex Renamed"`)).toBeVisible();
    expect(within(list).getByText('Reason: Correcting an error')).toBeVisible();
    // The account may write users, so it may write the change back.
    expect(within(list).getAllByRole('button', { name: REVERT }).length).toBeGreaterThan(0);
  });

  it('the role page has a folded History that asks nothing until opened', async () => {
    const role = rows('roles')[0];
    if (!role) throw new Error('no seeded role');
    await write(ACCOUNTS.super, `/roles/${String(role.id)}`, { name: 'Renamed role' });
    signInAs(ACCOUNTS.super);
    const reads = countHistoryReads();
    const user = userEvent.setup();
    renderApp(`/roles/${String(role.id)}`);
    expect(await screen.findByRole('heading', { level: 1 }, WAIT)).toBeVisible();
    expect(reads()).toBe(0);
    const list = await openFoldedHistory(user);
    expect(reads()).toBeGreaterThan(0);
    expect(
      await within(list).findByText(`Name changed from "${String(role.name)}" to "Renamed role"`, {}, WAIT),
    ).toBeVisible();
  });

  it('the kit page has a folded History with the change, as the kits account', async () => {
    const kit = rows('kits')[0];
    if (!kit) throw new Error('no seeded kit');
    await write(ACCOUNTS.kits, `/kits/${String(kit.id)}`, { barcode: 'KIT-RENAMED-1' });
    signInAs(ACCOUNTS.kits);
    const user = userEvent.setup();
    renderApp(`/kitlink/kit/${String(kit.id)}`);
    const list = await openFoldedHistory(user);
    expect(
      await within(list).findByText(
        `Barcode changed from "${String(kit.barcode)}" to "KIT-RENAMED-1"`,
        {},
        WAIT,
      ),
    ).toBeVisible();
  });

  it('the order page has a folded History, as the orders account', async () => {
    const order = rows('orders')[0];
    if (!order) throw new Error('no seeded order');
    await write(ACCOUNTS.orders, `/orders/${String(order.id)}`, { provider: 'New courier' });
    signInAs(ACCOUNTS.orders);
    const user = userEvent.setup();
    renderApp(`/kitlink/order/${String(order.id)}`);
    const list = await openFoldedHistory(user);
    expect(
      await within(list).findByText(/^Provider (changed from .* to|set to) "New courier"$/, {}, WAIT),
    ).toBeVisible();
  });

  it('the site page has a History tab at /sites/{id}/history', async () => {
    const before = String(find('sites', 1)?.name);
    await write(ACCOUNTS.staff, '/sites/1', { name: 'Renamed site' });
    signInAs(ACCOUNTS.staff);
    const user = userEvent.setup();
    const { location } = renderApp('/sites/1');
    await user.click(await screen.findByRole('tab', { name: 'History' }, WAIT));
    expect(location()).toBe('/sites/1/history');
    const list = await screen.findByRole('list', { name: 'History' }, WAIT);
    expect(within(list).getByText(`Name changed from "${before}" to "Renamed site"`)).toBeVisible();
  });

  it('the email template editor has a History tab', async () => {
    const template = rows('templates')[0];
    if (!template) throw new Error('no seeded template');
    await write(ACCOUNTS.staff, `/templates/${String(template.id)}`, { name: 'Renamed template' });
    signInAs(ACCOUNTS.staff);
    renderApp(`/templates/${String(template.id)}?tab=history`);
    expect(await screen.findByRole('tab', { name: 'History' }, WAIT)).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const list = await screen.findByRole('list', { name: 'History' }, WAIT);
    // The email area puts its own templates in place when first asked, so the name read before
    // the write is not the one it changed: only the new name is known here.
    expect(within(list).getByText(/^Name changed from .* to "Renamed template"$/)).toBeVisible();
  });

  it('the study home page has a folded History, with no revert while a draft of it is held', async () => {
    // Study 2 is checked out by Sam Super: a revert would be written over by his next save.
    await write(ACCOUNTS.staff, '/studies/2', { title: 'Renamed study' });
    signInAs(ACCOUNTS.staff);
    const user = userEvent.setup();
    renderApp('/study/2');
    expect(await screen.findByText(/Checked out by Sam Super since/, {}, WAIT)).toBeVisible();
    const list = await openFoldedHistory(user);
    expect(
      await within(list).findByText(/^Title changed from .* to "Renamed study"$/, {}, WAIT),
    ).toBeVisible();
    expect(within(list).queryByRole('button', { name: REVERT })).not.toBeInTheDocument();
  });

  it('offers no revert to a reader who may not write the flow now: it is not checked out', async () => {
    const flow = rows('flows')[0];
    if (!flow) throw new Error('no seeded flow');
    await write(ACCOUNTS.super, `/flows/${String(flow.id)}`, { title: 'Renamed flow' });
    signInAs(ACCOUNTS.staff);
    renderApp(`/studies/flow/${String(flow.id)}?tab=history`);
    const list = await screen.findByRole('list', { name: 'History' }, WAIT);
    expect(await within(list).findByText(/Title changed from .* to "Renamed flow"/, {}, WAIT)).toBeVisible();
    expect(within(list).queryByRole('button', { name: REVERT })).not.toBeInTheDocument();
  });

  it('the flow editor offers revert once checked out, and reads the flow again on leaving History', async () => {
    await write(ACCOUNTS.super, '/flows/4', { title: 'Renamed flow' });
    signInAs(ACCOUNTS.staff);
    const flowReads: string[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (request.method === 'GET' && new URL(request.url).pathname.endsWith('/admin/flows/4'))
        flowReads.push(request.url);
    };
    server.events.on('request:start', listener);
    onTestFinished(() => server.events.removeListener('request:start', listener));
    const user = userEvent.setup();
    renderApp('/studies/flow/4?tab=history');
    const list = await screen.findByRole('list', { name: 'History' }, WAIT);
    expect(within(list).queryByRole('button', { name: REVERT })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Check out' }, WAIT));
    expect((await within(list).findAllByRole('button', { name: REVERT }, WAIT)).length).toBeGreaterThan(0);
    const before = flowReads.length;
    await user.click(screen.getByRole('tab', { name: 'Settings' }));
    await waitFor(() => expect(flowReads.length).toBeGreaterThan(before), WAIT);
  });
});
