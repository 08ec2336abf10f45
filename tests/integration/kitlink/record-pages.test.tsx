import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { clearUnavailableExtensions } from '@/http';
import { rows } from '@/mocks/db';
import { server } from '@/mocks/node';
import { prepareDay } from '@resources/kitlink/mocks/day';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';
import { WAIT } from './support';

vi.setConfig({ testTimeout: 60_000 });

const BASE = '*/api/admin/kitlink';
const NOT_OFFERED = /This server does not offer KitLink's timeline/;
const answer = (status: number, message: string) => HttpResponse.json({ message }, { status });

/** A server built from the spec alone: KitLink's own reads answer 404; each ask is counted. */
function specOnlyServer() {
  const asked: string[] = [];
  server.use(
    ...['orders', 'kits', 'assays'].map((what) =>
      http.get(`${BASE}/${what}/:id`, () => {
        asked.push(what);
        return answer(404, 'Not Found');
      }),
    ),
  );
  return asked;
}

function seeded() {
  prepareDay();
  const kit = rows('kits').find((k) => k.order_id != null && k.assay_id != null)!;
  const order = rows('orders').find((o) => o.id === kit.order_id)!;
  const other = rows('orders').find((o) => o.id !== order.id)!;
  const assay = rows('assays').find((a) => a.id === kit.assay_id)!;
  return { kit, order, other, assay };
}

beforeEach(() => signInAs(ACCOUNTS.super));
afterEach(clearUnavailableExtensions);

describe('a server that offers only the spec’s generic reads', () => {
  it('shows an order from GET /orders/{id} and its kits, says the timeline is not offered, and asks once', async () => {
    const asked = specOnlyServer();
    const { order, other, kit } = seeded();
    const { router } = renderApp(`/kitlink/order/${String(order.id)}`);
    const heading = `Order ${String(order.order_number)}`;
    expect(await screen.findByRole('heading', { name: heading, level: 1 }, WAIT)).toBeVisible();
    expect(screen.getByText(NOT_OFFERED)).toBeVisible();
    const kits = screen.getByRole('table', { name: /^Kits of this order/ });
    expect(within(kits).getByText(String(kit.barcode))).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to KitLink' })).toHaveAttribute('href', '/kitlink');

    await act(() => router.navigate(`/kitlink/order/${String(other.id)}`));
    const next = `Order ${String(other.order_number)}`;
    expect(await screen.findByRole('heading', { name: next, level: 1 }, WAIT)).toBeVisible();
    expect(asked).toEqual(['orders']);
    // The extension's 404 only says the server lacks it: no catalogue toast for it.
    expect(screen.queryByText('404')).not.toBeInTheDocument();
  });

  it('shows a kit from GET /kits/{id} and an assay from GET /assays/{id}', async () => {
    const asked = specOnlyServer();
    const { kit, assay } = seeded();
    const { router } = renderApp(`/kitlink/kit/${String(kit.id)}`);
    const heading = `Kit ${String(kit.barcode)}`;
    expect(await screen.findByRole('heading', { name: heading, level: 1 }, WAIT)).toBeVisible();
    expect(screen.getByText(NOT_OFFERED)).toBeVisible();
    expect(screen.getByRole('link', { name: String(kit.order_id) })).toHaveAttribute(
      'href',
      `/kitlink/order/${String(kit.order_id)}`,
    );

    await act(() => router.navigate(`/kitlink/assay/${String(assay.id)}`));
    const title = `Assay ${String(assay.name)}`;
    expect(await screen.findByRole('heading', { name: title, level: 1 }, WAIT)).toBeVisible();
    expect(screen.getByText(/does not offer the count of this assay's kits/)).toBeVisible();
    expect(screen.getByText(String(assay.code))).toBeVisible();
    expect(asked).toEqual(['kits', 'assays']);
  });
});

describe('a server without the KitLink overview', () => {
  it('says so on the KitLink home, plainly and without Try again', async () => {
    server.use(http.get(`${BASE}/overview`, () => answer(501, 'Not Implemented')));
    renderApp('/kitlink');
    expect(
      await screen.findByText(/This server does not offer the KitLink overview/, {}, WAIT),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByText('Not Implemented')).not.toBeInTheDocument();
  });
});

describe('an order, kit or assay page that cannot show its record says why', () => {
  it('says a missing order was not found, with the way back, and the catalogue’s toast', async () => {
    renderApp('/kitlink/order/999999');
    expect(await screen.findByText('Order 999999 was not found', {}, WAIT)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to KitLink' })).toHaveAttribute('href', '/kitlink');
    expect(await screen.findByText('404', {}, WAIT)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('says the account may not see a kit the server refuses', async () => {
    server.use(http.get(`${BASE}/kits/:id`, () => answer(403, 'You may not see this kit.')));
    renderApp('/kitlink/kit/5');
    expect(await screen.findByText('Your account may not see Kit 5.', {}, WAIT)).toBeVisible();
    expect(await screen.findByText('You may not see this kit.', {}, WAIT)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('says an assay could not be loaded when the server fails, and Retry shows it', async () => {
    const { assay } = seeded();
    let failing = true;
    server.use(http.get(`${BASE}/assays/:id`, () => (failing ? answer(500, 'Server on fire') : undefined)));
    renderApp(`/kitlink/assay/${String(assay.id)}`);
    const failed = `Assay ${String(assay.id)} could not be loaded. The menu and other pages still work.`;
    expect(await screen.findByText(failed, {}, WAIT)).toBeVisible();
    failing = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    const title = `Assay ${String(assay.name)}`;
    expect(await screen.findByRole('heading', { name: title, level: 1 }, WAIT)).toBeVisible();
  });
});
