import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rows } from '@/mocks/db';
import { postScan } from '@resources/kitlink/api';
import { timelineOf } from '@resources/kitlink/mocks/day';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';
import { countPosts, ordersIn, WAIT } from './support';

beforeEach(() => signInAs(ACCOUNTS.super));

const QUEUE = 'Requests waiting for approval, oldest first';

async function chooseFirst(n: number) {
  const user = userEvent.setup();
  const queue = await screen.findByRole('table', { name: QUEUE }, WAIT);
  const numbers = within(queue)
    .getAllByRole('row')
    .slice(1, n + 1)
    .map((r) => within(r).getAllByRole('link')[0]!.textContent ?? '');
  for (const number of numbers)
    await user.click(within(queue).getByRole('checkbox', { name: `Select ${number}` }));
  return { user, queue, numbers };
}

describe('approve or reject many requests: one request per confirmed action', () => {
  it('approves three chosen requests with one request after a confirmation, double click or not', async () => {
    const posts = countPosts('/admin/kitlink/orders/transitions');
    renderApp('/kitlink');
    const { user, queue, numbers } = await chooseFirst(3);
    await user.click(screen.getByRole('button', { name: 'Approve selected (3)' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Approve 3 requests?' });
    for (const n of numbers) expect(dialog).toHaveTextContent(n);
    expect(posts()).toBe(0);
    await user.dblClick(within(dialog).getByRole('button', { name: 'Approve selected (3)' }));
    expect(await screen.findByText('Approve: 3 done', {}, WAIT)).toBeInTheDocument();
    await waitFor(() => expect(within(queue).queryByText(numbers[0]!)).not.toBeInTheDocument(), WAIT);
    expect(posts()).toBe(1);
    for (const n of numbers) {
      const order = rows('orders').find((o) => o.order_number === n)!;
      expect(order.status).toBe('approved');
      expect(timelineOf('order', order.id).filter((e) => e.action === 'approve')).toHaveLength(1);
    }
  }, 120_000);

  it('rejects two chosen requests only with a reason, recorded on each', async () => {
    renderApp('/kitlink');
    const { user, numbers } = await chooseFirst(2);
    await user.click(screen.getByRole('button', { name: 'Reject selected (2)' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Reject 2 requests?' });
    const confirm = within(dialog).getByRole('button', { name: 'Reject selected (2)' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Study paused');
    await user.click(confirm);
    expect(await screen.findByText('Reject: 2 done', {}, WAIT)).toBeInTheDocument();
    for (const n of numbers) {
      const order = rows('orders').find((o) => o.order_number === n)!;
      expect(timelineOf('order', order.id).at(-1)).toMatchObject({ to: 'rejected', note: 'Study paused' });
    }
  }, 120_000);

  it('lists the requests the server refused, beside those it changed', async () => {
    renderApp('/kitlink');
    const { user, numbers } = await chooseFirst(2);
    // Someone else cancels the first meanwhile: approving it is no longer allowed.
    const { patch } = await import('@/mocks/db');
    const gone = rows('orders').find((o) => o.order_number === numbers[0])!;
    patch('orders', gone, { status: 'cancelled' });
    await user.click(screen.getByRole('button', { name: 'Approve selected (2)' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Approve selected (2)' }),
    );
    expect(await screen.findByText('1 could not be changed:', {}, WAIT)).toBeInTheDocument();
    expect(
      screen.getByText(`${numbers[0]!}: This action is not allowed in the current state.`),
    ).toBeInTheDocument();
    expect(rows('orders').find((o) => o.order_number === numbers[1])?.status).toBe('approved');
  }, 120_000);
});

describe('receiving at the lab: scan kits of a consignment', () => {
  it('receives typed barcodes with Enter, says what each was, and keeps the tally', async () => {
    ordersIn('requested');
    const consignment = rows('consignments').find((c) => c.status === 'dispatched')!;
    const kits = rows('kits').filter((k) => String(k.consignment_id) === String(consignment.id));
    const waiting = kits.filter((k) => k.status === 'returned');
    const received = kits.filter((k) => k.status === 'received');
    const elsewhere = rows('kits').find(
      (k) => k.consignment_id != null && String(k.consignment_id) !== String(consignment.id),
    )!;
    const elsewhereRef = String(
      rows('consignments').find((c) => String(c.id) === String(elsewhere.consignment_id))!.reference,
    );
    expect(waiting.length).toBeGreaterThan(2);
    expect(received.length).toBeGreaterThan(0);
    const user = userEvent.setup();
    renderApp(`/kitlink/consignment/${String(consignment.id)}`);
    const box = await screen.findByRole('textbox', { name: 'Kit barcode' }, WAIT);
    expect(box).toHaveFocus();
    expect(screen.getAllByText(`${received.length} of ${kits.length} kits received`).length).toBeGreaterThan(
      0,
    );
    const first = String(waiting[0]!.barcode);
    await user.type(box, `${first.toLowerCase()}{Enter}`);
    await user.type(box, `${String(received[0]!.barcode)}{Enter}`);
    await user.type(box, 'KIT-9999{Enter}');
    await user.type(box, `${String(elsewhere.barcode)}{Enter}`);
    const results = screen.getByRole('list', { name: 'Scanned kits, latest first' });
    await waitFor(() => expect(within(results).getByText(`${first}: received`)).toBeInTheDocument(), WAIT);
    await waitFor(
      () => expect(within(results).getByText('KIT-9999: unknown barcode')).toBeInTheDocument(),
      WAIT,
    );
    expect(
      within(results).getByText(`${String(received[0]!.barcode)}: already received (Received by the lab)`),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(results).getByText(`${String(elsewhere.barcode)}: belongs to consignment ${elsewhereRef}`),
      ).toBeInTheDocument(),
    );
    expect(box).toHaveFocus();
    expect(box).toHaveValue('');
    expect(
      screen.getAllByText(`${received.length + 1} of ${kits.length} kits received`).length,
    ).toBeGreaterThan(0);
    expect(rows('kits').find((k) => k.id === waiting[0]!.id)?.status).toBe('received');
  }, 120_000);

  it('applies a repeated scan key once', async () => {
    ordersIn('requested');
    const consignment = rows('consignments').find((c) => c.status === 'dispatched')!;
    const kit = rows('kits').find(
      (k) => String(k.consignment_id) === String(consignment.id) && k.status === 'returned',
    )!;
    const [a, b] = await Promise.all([
      postScan(consignment.id as number, String(kit.barcode), 'scan-1'),
      postScan(consignment.id as number, String(kit.barcode), 'scan-1'),
    ]);
    expect(a).toEqual(b);
    expect(a.outcome).toBe('received');
    expect(timelineOf('kit', kit.id).filter((e) => e.action === 'receive')).toHaveLength(1);
  });
});

describe('the home: lab and date filters, what needs attention', () => {
  it('narrows the lists to a laboratory and shows orders and kits stuck or failed', async () => {
    const user = userEvent.setup();
    renderApp('/kitlink?tab=attention');
    const table = await screen.findByRole(
      'table',
      { name: 'Orders and kits needing attention, longest waiting first' },
      WAIT,
    );
    expect(within(table).getAllByText('Waiting longer than usual').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('Sample failed').length).toBeGreaterThan(0);
    const tab = screen.getByRole('tab', { name: /^Needs attention/ });
    const all = Number(/\((\d+)\)/.exec(tab.textContent ?? '')![1]);
    await user.click(screen.getByRole('combobox', { name: 'Laboratory' }));
    const lab = (await screen.findAllByRole('option'))[1]!;
    const labName = lab.textContent ?? '';
    await user.click(lab);
    await waitFor(() => {
      const now = Number(
        /\((\d+)\)/.exec(screen.getByRole('tab', { name: /^Needs attention/ }).textContent ?? '')![1],
      );
      expect(now).toBeLessThan(all);
    }, WAIT);
    for (const row of within(screen.getByRole('table', { name: /needing attention/ }))
      .getAllByRole('row')
      .slice(1))
      expect(row).toHaveTextContent(labName);
  }, 120_000);
});
