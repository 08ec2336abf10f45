import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rows } from '@/mocks/db';
import { server, tokenFor } from '@/mocks/node';
import { FIRST_PARTICIPANT } from '@resources/kitlink/mocks/day';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';
import { WAIT } from './support';

// KitLink as its least-privileged accounts: orders-only places an order through calls the orders
// permission grants; kits-only is offered no order action; neither is ever sent a participant's
// name or email, and both see a participant as an id, not a link to a page they may not open.

/** The paths the console asked for while the test ran. */
function requestedPaths(): () => string[] {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => void seen.push(new URL(request.url).pathname);
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return () => seen;
}

/** A participant without any order yet, so the batch cannot refuse them as a duplicate. */
function freshParticipant() {
  const busy = new Set(rows('orders').map((o) => String(o.user_id)));
  return rows('users').find((u) => Number(u.id) >= FIRST_PARTICIPANT && !busy.has(String(u.id)))!;
}

describe('KitLink for an orders-only account', () => {
  it('places an order for a participant named by id, with a searchable study picker', async () => {
    const user = userEvent.setup();
    signInAs(ACCOUNTS.orders);
    const paths = requestedPaths();
    const participant = freshParticipant();
    const study = rows('studies')[0]!;
    const before = rows('orders').length;
    renderApp('/kitlink/create-order');
    const next = async () => user.click(await screen.findByRole('button', { name: 'Next' }, WAIT));

    const picker = await screen.findByRole('combobox', { name: 'Study' }, WAIT);
    await user.type(picker, String(study.title).slice(0, 12));
    await user.click(await screen.findByRole('option', { name: String(study.title) }, WAIT));
    await next();

    // No search by name: this account may not read users. Ids are checked and listed as ids.
    expect(screen.queryByRole('combobox', { name: 'Participant' })).not.toBeInTheDocument();
    await user.type(
      screen.getByRole('textbox', { name: 'Paste emails or user ids' }),
      String(participant.id),
    );
    await user.click(screen.getByRole('button', { name: 'Check and add (1)' }));
    const label = `Participant ${String(participant.id)}`;
    const chosen = await screen.findByRole('list', { name: 'Participants (1)' }, WAIT);
    expect(within(chosen).getByText(label)).toBeInTheDocument();
    expect(screen.queryByText(String(participant.fullname))).not.toBeInTheDocument();
    await next();

    await user.click(screen.getByRole('combobox', { name: 'Kit type' }));
    await user.click(await screen.findByRole('option', { name: 'Saliva' }));
    await user.click((await screen.findAllByRole('checkbox', {}, WAIT))[0]!);
    await next();
    await user.click(await screen.findByRole('combobox', { name: 'Laboratory' }, WAIT));
    await user.click((await screen.findAllByRole('option', {}, WAIT))[0]!);
    await next();
    expect(screen.getByRole('group', { name: label })).toBeInTheDocument();
    await next();

    expect(screen.getByText(new RegExp(String(study.title)))).toHaveTextContent(/, 1 assay, tested by /);
    await user.click(screen.getByRole('button', { name: 'Place 1 order' }));
    const placed = await screen.findByRole('list', { name: 'Orders placed' }, WAIT);
    await waitFor(() => expect(within(placed).getAllByRole('listitem')).toHaveLength(1), WAIT);
    expect(placed).toHaveTextContent(label);
    expect(rows('orders')).toHaveLength(before + 1);
    const made = rows('orders').at(-1)!;
    expect([String(made.user_id), String(made.study_id)]).toEqual([String(participant.id), String(study.id)]);
    // Nothing was asked of the calls the orders permission does not grant.
    expect(paths().filter((p) => /\/(studies|users)\b|\/z\/users/.test(p))).toEqual([]);
  }, 120_000);
});

describe('KitLink for a kits-only account', () => {
  it('offers no order action and shows participants as ids, never names', async () => {
    signInAs(ACCOUNTS.kits);
    renderApp('/kitlink');
    const orders = await screen.findByRole('table', { name: /^Orders/ }, WAIT);
    const first = within(orders).getAllByRole('row')[1]!;
    expect(within(first).getByText(/^Participant \d+$/)).toBeInTheDocument();
    expect(
      within(orders)
        .queryAllByRole('link')
        .filter((a) => a.getAttribute('href')?.startsWith('/users')),
    ).toEqual([]);
    expect(screen.queryByRole('link', { name: 'Create order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Approve / })).not.toBeInTheDocument();
  }, 60_000);

  it('is refused the create-order page by typed address', async () => {
    signInAs(ACCOUNTS.kits);
    renderApp('/kitlink/create-order');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You do not have access to this page' }, WAIT),
    ).toBeVisible();
  }, 60_000);

  it('is sent no participant name or email by any KitLink read', async () => {
    const headers = { Authorization: `Bearer ${tokenFor(ACCOUNTS.kits)}` };
    const overview = await fetch(`${location.origin}/api/admin/kitlink/overview`, { headers });
    const text = await overview.text();
    expect(overview.status).toBe(200);
    const kit = rows('kits').find((k) => k.user_id !== null && k.user_id !== undefined)!;
    const detail = await (
      await fetch(`${location.origin}/api/admin/kitlink/kits/${String(kit.id)}`, { headers })
    ).text();
    const names = rows('users')
      .filter((u) => Number(u.id) >= FIRST_PARTICIPANT)
      .map((u) => String(u.fullname));
    expect(names.filter((n) => text.includes(n) || detail.includes(n))).toEqual([]);
    expect(detail).toContain(`"participant":{"id":`);
  });
});
