import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { clearUnavailableExtensions } from '@/http';
import { controls } from '@/mocks/controls';
import { rows } from '@/mocks/db';
import { server, tokenFor } from '@/mocks/node';
import { FIRST_PARTICIPANT, prepareDay } from '@resources/kitlink/mocks/day';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';
import { ordersIn, WAIT } from './support';

// Every list of the KitLink home pages through the server, each headed by its total, and the
// orders and kits lists open in full with the same state chosen.

const QUEUE = 'Requests waiting for approval, oldest first';

async function read(path: string, account: string = ACCOUNTS.super) {
  const res = await fetch(`${location.origin}/api/admin/kitlink/${path}`, {
    headers: { Authorization: `Bearer ${tokenFor(account)}` },
  });
  return { status: res.status, body: (await res.json()) as { data?: unknown[]; meta?: { total?: number } } };
}

const numbersIn = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('link')[0]!.textContent);

beforeEach(() => signInAs(ACCOUNTS.super));

describe('the lists’ paged calls', () => {
  it('send the page asked for with the total, and an empty page past the last', async () => {
    prepareDay();
    const all = rows('orders').length;
    const second = await read('orders?page=2&page_size=10');
    expect(second.status).toBe(200);
    expect(second.body.data).toHaveLength(10);
    expect(second.body.meta?.total).toBe(all);
    const first = await read('orders?page=1&page_size=20');
    expect(first.body.data?.slice(10)).toEqual(second.body.data);
    const past = await read(`orders?page=${all}&page_size=100`);
    expect(past).toMatchObject({ status: 200, body: { data: [], meta: { total: all } } });
    const waiting = await read('approvals?page=1&page_size=100');
    expect(waiting.body.meta?.total).toBe(ordersIn('requested').length);
  });

  it.each([
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=1.5', 'page'],
    ['page=two', 'page'],
    ['page_size=0', 'page_size'],
    ['page_size=101', 'page_size'],
    ['page_size=', 'page_size'],
  ])('refuse %s with 422 naming the parameter', async (query, field) => {
    for (const list of ['approvals', 'orders', 'kits', 'assays', 'attention', 'consignments']) {
      const { status, body } = await read(`${list}?${query}`);
      expect(status).toBe(422);
      expect(Object.keys((body as { errors?: object }).errors ?? {})).toEqual([field]);
    }
  });

  it('refuse an account holding neither KitLink permission', async () => {
    expect((await read('kits?page=1', ACCOUNTS.blog)).status).toBe(403);
  });

  it('send a kits-only account participants as ids, never names, on any page', async () => {
    const { body } = await read('approvals?page=2&page_size=5', ACCOUNTS.kits);
    const text = JSON.stringify(body);
    expect(text).toContain('"participant":{"id":');
    const names = rows('users')
      .filter((u) => Number(u.id) >= FIRST_PARTICIPANT)
      .map((u) => String(u.fullname));
    expect(names.filter((n) => text.includes(n))).toEqual([]);
  });
});

describe('the KitLink home pages every list', () => {
  it('pages the orders, 50 at a time or 100, headed by their total', async () => {
    controls.setSeedCount('orders', 260);
    const user = userEvent.setup();
    renderApp('/kitlink');
    expect(await screen.findByRole('heading', { name: 'Orders (260)', level: 2 }, WAIT)).toBeVisible();
    const table = screen.getByRole('table', { name: 'Orders' });
    await waitFor(() => expect(screen.getByText('1–50 of 260')).toBeVisible(), WAIT);
    const firstPage = numbersIn(table);
    expect(firstPage).toHaveLength(50);

    await user.click(screen.getByRole('button', { name: 'Next page of orders' }));
    await waitFor(() => expect(screen.getByText('51–100 of 260')).toBeVisible(), WAIT);
    await waitFor(() => expect(numbersIn(table)).not.toEqual(firstPage), WAIT);
    const secondPage = numbersIn(table);
    expect(secondPage).toHaveLength(50);
    expect(secondPage.filter((n) => firstPage.includes(n))).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Last page of orders' }));
    await waitFor(() => expect(screen.getByText('251–260 of 260')).toBeVisible(), WAIT);
    await waitFor(() => expect(numbersIn(table)).toHaveLength(10), WAIT);
    expect(screen.getByRole('button', { name: 'Next page of orders' })).toBeDisabled();

    await user.click(screen.getByRole('combobox', { name: /Orders per page/ }));
    await user.click(await screen.findByRole('option', { name: '100' }));
    await waitFor(() => expect(screen.getByText('1–100 of 260')).toBeVisible(), WAIT);
    await waitFor(() => expect(numbersIn(table)).toHaveLength(100), WAIT);
  }, 120_000);

  it('pages the approval queue and drops a choice of requests no longer shown', async () => {
    controls.setSeedCount('orders', 400);
    const requested = ordersIn('requested').length;
    expect(requested).toBeGreaterThan(20);
    const user = userEvent.setup();
    renderApp('/kitlink');
    const queue = await screen.findByRole('table', { name: QUEUE }, WAIT);
    const firstPage = numbersIn(queue);
    expect(firstPage).toHaveLength(20);
    await user.click(within(queue).getByRole('checkbox', { name: `Select ${firstPage[0]!}` }));
    expect(screen.getByRole('button', { name: 'Approve selected (1)' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Next page of requests' }));
    await waitFor(
      () => expect(screen.getByText(`21–${Math.min(40, requested)} of ${requested}`)).toBeVisible(),
      WAIT,
    );
    await waitFor(() => expect(numbersIn(queue)[0]).not.toBe(firstPage[0]), WAIT);
    expect(numbersIn(queue).filter((n) => firstPage.includes(n))).toEqual([]);
    expect(screen.getByRole('button', { name: 'Approve selected (0)' })).toBeDisabled();
  }, 120_000);

  it('pages what needs attention and the kits, each list under the home’s filter', async () => {
    controls.setSeedCount('kits', 700);
    const user = userEvent.setup();
    renderApp('/kitlink?tab=kits&kit_status=created');
    prepareDay();
    const created = rows('kits').filter((k) => k.status === 'created').length;
    expect(created).toBeGreaterThan(50);
    expect(await screen.findByRole('heading', { name: `Kits (${created})`, level: 2 }, WAIT)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next page of kits' }));
    await waitFor(
      () => expect(screen.getByText(`51–${Math.min(100, created)} of ${created}`)).toBeVisible(),
      WAIT,
    );
    const table = screen.getByRole('table', { name: 'Kits' });
    await waitFor(
      () => expect(within(table).getAllByRole('row').slice(1)).toHaveLength(Math.min(50, created - 50)),
      WAIT,
    );
    for (const row of within(table).getAllByRole('row').slice(1))
      expect(within(row).getByText('Created')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /^Needs attention/ }));
    const heading = await screen.findByRole('heading', { name: /^Needs attention \(\d+\)$/, level: 2 }, WAIT);
    expect(heading).toBeVisible();
  }, 120_000);
});

describe('a server without a list’s paged call', () => {
  afterEach(clearUnavailableExtensions);

  it('keeps the overview’s first rows and says it cannot page further', async () => {
    controls.setSeedCount('orders', 120);
    server.use(
      http.get(`${location.origin}/api/admin/kitlink/orders`, () =>
        HttpResponse.json({ message: 'Not Implemented' }, { status: 501 }),
      ),
    );
    renderApp('/kitlink');
    expect(
      await screen.findByText(
        'This server sends only the first 50 of 120 here and cannot page further.',
        {},
        WAIT,
      ),
    ).toBeVisible();
    expect(numbersIn(screen.getByRole('table', { name: 'Orders' }))).toHaveLength(50);
    expect(screen.queryByRole('button', { name: 'Next page of orders' })).not.toBeInTheDocument();
  }, 60_000);
});

describe('“See all” opens the full list with the same state chosen', () => {
  it('opens the kits list filtered to the state chosen on the home, with the same total', async () => {
    const user = userEvent.setup();
    const { location } = renderApp('/kitlink?tab=kits&kit_status=received');
    prepareDay();
    const received = rows('kits').filter((k) => k.status === 'received').length;
    await screen.findByRole('heading', { name: `Kits (${received})`, level: 2 }, WAIT);
    await user.click(screen.getByRole('link', { name: 'See all kits' }));
    await waitFor(() => expect(location()).toMatch(/^\/kit-list\?/), WAIT);
    expect(await screen.findByText(`Kits matching: ${received}`, {}, WAIT)).toBeInTheDocument();
  }, 120_000);

  it('links the queue to the orders list of requested orders', async () => {
    renderApp('/kitlink');
    const link = await screen.findByRole('link', { name: 'See all requests waiting' }, WAIT);
    const url = new URL(link.getAttribute('href')!, 'http://x');
    expect(url.pathname).toBe('/order-list');
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ status: 'requested' });
  }, 60_000);

  it('offers a kits-only account the full kits list and no orders list it may not open', async () => {
    signInAs(ACCOUNTS.kits);
    renderApp('/kitlink?tab=kits');
    expect(await screen.findByRole('link', { name: 'See all kits' }, WAIT)).toHaveAttribute(
      'href',
      '/kit-list',
    );
    expect(screen.queryByRole('link', { name: /^See all (orders|requests)/ })).not.toBeInTheDocument();
  }, 60_000);
});
