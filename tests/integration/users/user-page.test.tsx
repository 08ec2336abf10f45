import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { find, rows } from '@/mocks/db';
import { server } from '@/mocks/node';
import { giveReason } from '../../support/reason';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';

const WAIT = { timeout: 20_000 };
const USER = 42;
const participant = () => find('users', USER)!;

beforeEach(() => signInAs(ACCOUNTS.super));

/** Every request path the screen makes, to prove each tab reads only its own data. */
function recordPaths(): () => string[] {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    seen.push(new URL(request.url).pathname);
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return () => [...seen];
}

async function openTab(name: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name }, WAIT));
  return user;
}

describe('the user page: a tab per part of the record, each at its own address', { timeout: 60_000 }, () => {
  it('opens on the overview: who this is, their studies, last call and documents waiting', async () => {
    const { location } = renderApp(`/users/${USER}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: String(participant().fullname) }, WAIT),
    ).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Last call', {}, WAIT)).toBeVisible();
    expect(screen.getByText(/waiting for review/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Act as this user' })).toHaveAttribute(
      'href',
      `/impersonate?user_id=${USER}`,
    );
    expect(location()).toBe(`/users/${USER}`);
    // The browser tab names the record by id only.
    expect(document.title).toMatch(/^User 42 · /);
    expect(document.title).not.toContain(String(participant().fullname));
  });

  it('lists their orders and kits, each linked to its KitLink page with its state in words', async () => {
    const order = rows('orders').find((o) => o.user_id != null);
    expect(order).toBeDefined();
    const owner = String(order?.user_id);
    const theirs = rows('orders').filter((o) => String(o.user_id) === owner);
    renderApp(`/users/${owner}`);
    const section = await screen.findByRole('region', { name: 'Orders' }, WAIT);
    const links = await within(section).findAllByRole('link', {}, WAIT);
    expect(links).toHaveLength(Math.min(theirs.length, 10));
    const link = within(section).getByRole('link', { name: String(order?.order_number) });
    expect(link).toHaveAttribute('href', `/kitlink/order/${String(order?.id)}`);
    // The state in words, not its key.
    const words = { requested: 'Requested', placed: 'Placed with the lab', results_ready: 'Results ready' };
    const status = String(order?.status) as keyof typeof words;
    if (status in words) expect(link.closest('li')).toHaveTextContent(words[status]);
    expect(link.closest('li')).not.toHaveTextContent(/_/);
    expect(screen.getByRole('region', { name: 'Kits' })).toBeVisible();
  });

  it('names each order in progress with its state in words, linked to KitLink for who may read orders', async () => {
    const words: Record<string, string> = {
      requested: 'Requested',
      approved: 'Approved',
      placed: 'Placed with the lab',
      shipped: 'Shipped',
    };
    // The participant with the most orders, whose states are those KitLink shows once it is asked.
    const counts = new Map<string, number>();
    for (const o of rows('orders'))
      if (o.user_id != null) counts.set(String(o.user_id), (counts.get(String(o.user_id)) ?? 0) + 1);
    const owner = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
    const inProgress = () =>
      rows('orders').filter((o) => String(o.user_id) === owner && String(o.status) in words);
    const summaryRow = async () => {
      const term = await screen.findByText('Kits and orders', { selector: 'dt' }, WAIT);
      const row = term.nextElementSibling as HTMLElement;
      await waitFor(() => expect(row).toHaveTextContent(/\(/), WAIT);
      return row;
    };
    const named = (row: HTMLElement) => {
      expect(inProgress().length).toBeGreaterThan(0);
      for (const o of inProgress())
        expect(row).toHaveTextContent(`${String(o.order_number)} (${words[String(o.status)]!})`);
      expect(row).not.toHaveTextContent(/\((requested|approved|placed|shipped)\)/);
    };

    // An account that may read the participant but not orders: the states in words, no links.
    signInAs(ACCOUNTS.staff);
    const { unmount } = renderApp(`/users/${owner}`);
    named(await summaryRow());
    expect(within(await summaryRow()).queryAllByRole('link')).toEqual([]);
    unmount();

    signInAs(ACCOUNTS.super);
    renderApp(`/users/${owner}`);
    const row = await summaryRow();
    named(row);
    expect(within(row).getAllByRole('link')).toHaveLength(inProgress().length);
    for (const o of inProgress())
      expect(within(row).getByRole('link', { name: String(o.order_number) })).toHaveAttribute(
        'href',
        `/kitlink/order/${String(o.id)}`,
      );
  });

  it('says "—" for a fact the record does not hold, such as when an older account registered', async () => {
    const older = rows('users').find((u) => u.created_at == null && u.fullname);
    expect(older).toBeDefined();
    renderApp(`/users/${String(older?.id)}`);
    const term = await screen.findByText('Registered', { selector: 'dt' }, WAIT);
    expect(term.nextElementSibling).toHaveTextContent(/^—$/);
  });

  it('shows no orders or kits to an account that may not read them', async () => {
    signInAs(ACCOUNTS.staff);
    const paths = recordPaths();
    renderApp(`/users/${USER}`);
    expect(await screen.findByText('Last call', {}, WAIT)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Orders' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Kits' })).toBeNull();
    expect(paths().some((p) => /\/(orders|kits)$/.test(p))).toBe(false);
  });

  it('opens from the generated show address that lists and references lead to', async () => {
    const { location } = renderApp(`/users/${USER}/show`);
    expect(await screen.findByRole('tab', { name: 'Overview' }, WAIT)).toBeVisible();
    expect(location()).toBe(`/users/${USER}`);
  });

  const READS = ['/summary', '/enrolments', '/calls', '/documents', '/custom-properties'];

  it.each([
    ['Profile', 'profile', '/custom-properties', 'form'],
    ['Security', 'security', null, 'button'],
    ['Studies', 'studies', '/enrolments', 'table'],
    ['Calls', 'calls', '/calls', 'table'],
    ['Documents', 'documents', '/documents', 'region'],
    ['History', 'history', `/audit/users/${USER}`, 'combobox'],
  ] as const)('%s has the address ?tab=%s and reads only its own data', async (name, tab, own, role) => {
    const paths = recordPaths();
    const { location } = renderApp(`/users/${USER}`);
    await screen.findByRole('heading', { level: 1 }, WAIT);
    await waitFor(() => expect(paths().some((p) => p.endsWith('/summary'))).toBe(true), WAIT);
    const before = paths().length;
    await openTab(name);
    expect(location()).toBe(`/users/${USER}?tab=${tab}`);
    expect(screen.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect((await within(panel).findAllByRole(role, {}, WAIT)).length).toBeGreaterThan(0);
    if (own)
      await waitFor(
        () =>
          expect(
            paths()
              .slice(before)
              .some((p) => p.endsWith(own)),
          ).toBe(true),
        WAIT,
      );
    const reads = paths()
      .slice(before)
      .filter((p) => READS.some((r) => p.endsWith(r)));
    expect(reads.every((p) => own !== null && p.endsWith(own))).toBe(true);
  });

  it('keeps an unsaved profile edit across tab switches, in memory only', async () => {
    const user = userEvent.setup();
    const { location } = renderApp(`/users/${USER}?tab=profile`);
    const phone = await screen.findByRole('textbox', { name: 'Phone' }, WAIT);
    await user.clear(phone);
    await user.type(phone, '07700 900123');
    await user.click(screen.getByRole('tab', { name: 'Calls' }));
    await screen.findByRole('table', { name: 'Calls, newest first' }, WAIT);
    await user.click(screen.getByRole('tab', { name: 'Profile' }));
    expect(await screen.findByRole('textbox', { name: 'Phone' }, WAIT)).toHaveValue('07700 900123');
    expect(screen.getByText('You have unsaved changes to this profile.')).toBeVisible();
    // The unsaved edit lived in memory only: neither the address nor storage ever held it.
    const kept = [localStorage, sessionStorage].flatMap((s) =>
      Object.keys(s).map((k) => `${k}=${s.getItem(k)}`),
    );
    expect(kept.join('\n')).not.toContain('07700 900123');
    expect(kept.join('\n')).not.toContain(String(participant().fullname));
    expect(location()).not.toContain('07700');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await giveReason(user, "At the participant's request");
    await waitFor(() => expect(participant().phone).toBe('07700 900123'), WAIT);
  });

  it('shows the spec message on a field, and keeps the typed value', async () => {
    const user = userEvent.setup();
    renderApp(`/users/${USER}?tab=profile`);
    const email = await screen.findByRole('textbox', { name: 'Email' }, WAIT);
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Email must be a valid email')).toBeVisible();
    expect(email).toHaveValue('not-an-email');
  });

  it('lists studies with their state on the studies tab', async () => {
    renderApp(`/users/${USER}?tab=studies`);
    const table = await screen.findByRole('table', { name: 'Studies and enrolments' }, WAIT);
    const mine = rows('enrollments').filter((e) => e.user_id === USER);
    expect(within(table).getAllByRole('row')).toHaveLength(mine.length + 1);
  });

  it('security: names roles (linked) and partner for an account that may read them, ids for one that may not', async () => {
    const someone = rows('users').find(
      (u) => Array.isArray(u.role_list) && u.role_list.length > 0 && u.partner_id != null,
    );
    expect(someone).toBeDefined();
    const roleIds = someone?.role_list as number[];
    const role = find('roles', roleIds[0]!);
    const partner = find('partners', someone?.partner_id as number);
    const app = renderApp(`/users/${String(someone?.id)}?tab=security`);
    const panel = await screen.findByRole('tabpanel', {}, WAIT);
    expect(await within(panel).findByRole('link', { name: String(role?.name) }, WAIT)).toHaveAttribute(
      'href',
      `/roles/${roleIds[0]}`,
    );
    expect(await within(panel).findByText(String(partner?.name), {}, WAIT)).toBeVisible();
    app.unmount();

    // Staff may read participants but not roles: ids, nothing fetched that would be refused.
    signInAs(ACCOUNTS.staff);
    const paths = recordPaths();
    renderApp(`/users/${String(someone?.id)}?tab=security`);
    const staffPanel = await screen.findByRole('tabpanel', {}, WAIT);
    expect(await within(staffPanel).findByText(`#${roleIds.join(', #')}`, {}, WAIT)).toBeVisible();
    expect(paths().some((p) => /\/roles(\/|$)/.test(p))).toBe(false);
  });

  it('security: sends a password reset only after confirming', async () => {
    const user = userEvent.setup();
    renderApp(`/users/${USER}?tab=security`);
    await user.click(await screen.findByRole('button', { name: 'Send a password reset' }, WAIT));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/email with a link to set a new password/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Password reset email sent', {}, WAIT)).toBeVisible();
  });
});
