import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from '@/http';
import { rows } from '@/mocks/db';
import { postTransition } from '@resources/kitlink/api';
import { timelineOf } from '@resources/kitlink/mocks/day';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';
import { countPosts, ordersIn, WAIT } from './support';

const countTransitionPosts = () => countPosts(/\/transitions$/);

beforeEach(() => signInAs(ACCOUNTS.super));

describe('KitLink home: counts by status, approvals waiting on top', () => {
  it('shows the approval queue and the order counts of the working day', async () => {
    const requested = ordersIn('requested').length;
    const shipped = ordersIn('shipped').length;
    expect(requested).toBeGreaterThan(0);
    renderApp('/kitlink');
    expect(
      await screen.findByRole('heading', { name: `Approve requests (${requested})` }, WAIT),
    ).toBeVisible();
    const counts = screen.getByRole('group', { name: 'Orders by status' });
    expect(within(counts).getByText(`Requested: ${requested}`)).toBeInTheDocument();
    expect(within(counts).getByText(`Shipped: ${shipped}`)).toBeInTheDocument();
    const queue = screen.getByRole('table', { name: 'Requests waiting for approval, oldest first' });
    expect(within(queue).getAllByRole('row')).toHaveLength(Math.min(requested, 20) + 1);
    expect(within(queue).queryByRole('button', { name: /^Cancel order/ })).not.toBeInTheDocument();
  }, 60_000);

  it('approves a request from the queue, which leaves the queue and records who approved it', async () => {
    const user = userEvent.setup();
    renderApp('/kitlink');
    const queue = await screen.findByRole(
      'table',
      { name: 'Requests waiting for approval, oldest first' },
      WAIT,
    );
    const firstLink = within(within(queue).getAllByRole('row')[1]!).getAllByRole('link')[0]!;
    const number = firstLink.textContent ?? '';
    const order = rows('orders').find((o) => o.order_number === number)!;
    await user.click(within(queue).getByRole('button', { name: `Approve ${number}` }));
    expect(await screen.findByText('Done: Approve', {}, WAIT)).toBeInTheDocument();
    await waitFor(() => expect(within(queue).queryByText(number)).not.toBeInTheDocument(), WAIT);
    expect(rows('orders').find((o) => o.id === order.id)?.status).toBe('approved');
    expect(timelineOf('order', order.id).at(-1)).toMatchObject({
      action: 'approve',
      by: 'Sam Super',
      to: 'approved',
    });
  }, 60_000);
});

describe('only transitions in the table are offered', () => {
  it('offers a shipped order only "Mark delivered"', async () => {
    const order = ordersIn('shipped')[0]!;
    renderApp(`/kitlink/order/${String(order.id)}`);
    expect(
      await screen.findByRole('heading', { name: `Order ${String(order.order_number)}`, level: 1 }, WAIT),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Mark delivered' })).toBeEnabled();
    for (const name of ['Approve', 'Reject', 'Cancel order', 'Place with the lab', 'Mark shipped'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('offers a final order nothing, and the server refuses a transition the table does not allow', async () => {
    const order = ordersIn('results_ready')[0]!;
    renderApp(`/kitlink/order/${String(order.id)}`);
    expect(await screen.findByRole('list', { name: 'Timeline' }, WAIT)).toBeVisible();
    expect(screen.queryAllByRole('button', { name: /approve|reject|cancel|mark|place/i })).toHaveLength(0);
    const refused = await postTransition(
      'order',
      order.id as number,
      { action: 'approve', note: '' },
      'k-1',
      {
        skipErrorHandling: true,
      },
    ).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).status).toBe(409);
    expect((refused as HttpError).message).toBe('This action is not allowed in the current state.');
  });

  it('asks for a reason before rejecting', async () => {
    const user = userEvent.setup();
    const order = ordersIn('requested')[0]!;
    renderApp(`/kitlink/order/${String(order.id)}`);
    await user.click(await screen.findByRole('button', { name: 'Reject' }, WAIT));
    const dialog = screen.getByRole('alertdialog', { name: 'Reject this request?' });
    const confirm = within(dialog).getByRole('button', { name: 'Reject' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Duplicate request');
    await user.click(confirm);
    expect(await screen.findByText('Done: Reject', {}, WAIT)).toBeInTheDocument();
    expect(timelineOf('order', order.id).at(-1)).toMatchObject({ to: 'rejected', note: 'Duplicate request' });
  });
});

describe('a transition cannot be sent twice', () => {
  it('sends a double click once', async () => {
    const posts = countTransitionPosts();
    const order = ordersIn('requested')[0]!;
    renderApp(`/kitlink/order/${String(order.id)}`);
    const approve = await screen.findByRole('button', { name: 'Approve' }, WAIT);
    await userEvent.setup().dblClick(approve);
    expect(await screen.findByText('Done: Approve', {}, WAIT)).toBeInTheDocument();
    expect(posts()).toBe(1);
    expect(timelineOf('order', order.id).filter((e) => e.action === 'approve')).toHaveLength(1);
  });

  it('applies a retried key once and answers the retry as the first time', async () => {
    const order = ordersIn('requested')[0]!;
    const body = { action: 'approve', note: '' };
    const [first, again] = await Promise.all([
      postTransition('order', order.id as number, body, 'same-key'),
      postTransition('order', order.id as number, body, 'same-key'),
    ]);
    expect(again).toEqual(first);
    expect(first.status).toBe('approved');
    expect(timelineOf('order', order.id).filter((e) => e.action === 'approve')).toHaveLength(1);
  });
});

describe('/orders/{id}: an order from the orders list opens in its KitLink page', () => {
  it.each(['', '/show'])('opens /kitlink/order/{id} from /orders/{id}%s', async (tail) => {
    const order = ordersIn('placed')[0]!;
    const { location } = renderApp(`/orders/${String(order.id)}${tail}`);
    expect(
      await screen.findByRole('heading', { name: `Order ${String(order.order_number)}`, level: 1 }, WAIT),
    ).toBeVisible();
    expect(location()).toBe(`/kitlink/order/${String(order.id)}`);
  });
});
