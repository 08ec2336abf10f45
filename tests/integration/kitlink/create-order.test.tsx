import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rows } from '@/mocks/db';
import { postTransition } from '@resources/kitlink/api';
import { FIRST_PARTICIPANT } from '@resources/kitlink/mocks/day';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';
import { countPosts, ordersIn, WAIT } from './support';

beforeEach(() => signInAs(ACCOUNTS.super));

/** A participant with an open order in a study, and three others without one there. */
function cast() {
  const open = ordersIn('requested').find((o) => Number(o.user_id) >= FIRST_PARTICIPANT)!;
  const studyId = String(open.study_id);
  const busy = new Set(
    rows('orders')
      .filter((o) => String(o.study_id) === studyId)
      .map((o) => String(o.user_id)),
  );
  const free = rows('users').filter((u) => Number(u.id) >= FIRST_PARTICIPANT && !busy.has(String(u.id)));
  const study = rows('studies').find((s) => String(s.id) === studyId)!;
  const failing = rows('users').find((u) => String(u.id) === String(open.user_id))!;
  return {
    study: String(study.title),
    failing,
    others: free.slice(0, 3),
    openNumber: String(open.order_number),
  };
}

describe('create order: study, participants, kit, lab, addresses, review, place', () => {
  it('places one order per participant in one request, lists who failed and why, and places them on a retry', async () => {
    const user = userEvent.setup();
    const posts = countPosts('/admin/kitlink/orders/batch');
    const { study, failing, others, openNumber } = cast();
    const [a, b, c] = others as [(typeof others)[0], (typeof others)[0], (typeof others)[0]];
    const before = rows('orders').length;
    renderApp('/kitlink/create-order');
    const next = async () => user.click(await screen.findByRole('button', { name: 'Next' }, WAIT));

    await user.click(await screen.findByRole('combobox', { name: 'Study' }, WAIT));
    await user.click(await screen.findByRole('option', { name: study }, WAIT));
    await next();

    // Pasted emails and ids are each checked: an unknown one is named and not added.
    await user.type(
      screen.getByRole('textbox', { name: 'Paste emails or user ids' }),
      `${String(a.email)}, ${String(b.id)}\n${String(failing.email)} nobody@nowhere.test`,
    );
    await user.click(screen.getByRole('button', { name: 'Check and add (4)' }));
    const chosen = await screen.findByRole('list', { name: 'Participants (3)' }, WAIT);
    expect(within(chosen).getByText(String(a.fullname))).toBeInTheDocument();
    expect(screen.getByText('nobody@nowhere.test: no such user')).toBeInTheDocument();
    const name = String(c.fullname);
    await user.type(screen.getByRole('combobox', { name: 'Participant' }), name.slice(0, 5));
    await user.click(await screen.findByRole('option', { name }, WAIT));
    expect(await screen.findByRole('list', { name: 'Participants (4)' }, WAIT)).toBeInTheDocument();
    await next();

    await user.click(screen.getByRole('combobox', { name: 'Kit type' }));
    await user.click(await screen.findByRole('option', { name: 'Saliva' }));
    await next();
    await user.click(await screen.findByRole('combobox', { name: 'Laboratory' }, WAIT));
    await user.click((await screen.findAllByRole('option', {}, WAIT))[0]!);
    await next();

    // An address is checked; what was typed survives going back and forth.
    const ofA = screen.getByRole('group', { name: String(a.fullname) });
    const postcode = within(ofA).getByRole('textbox', { name: 'Postcode' });
    await user.clear(postcode);
    await user.type(postcode, 'NOT A CODE');
    await next();
    expect(screen.getByRole('alert')).toHaveTextContent('Complete every shipping address.');
    expect(within(ofA).getByText('Not a UK postcode')).toBeInTheDocument();
    await user.clear(postcode);
    await user.type(postcode, 'yo1 7hh');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('combobox', { name: 'Kit type' })).toHaveTextContent('Saliva');
    await next();
    await next();
    expect(
      within(screen.getByRole('group', { name: String(a.fullname) })).getByRole('textbox', {
        name: 'Postcode',
      }),
    ).toHaveValue('yo1 7hh');
    await next();

    expect(
      within(screen.getByRole('list', { name: 'Orders to place' })).getAllByRole('listitem'),
    ).toHaveLength(4);
    await user.dblClick(screen.getByRole('button', { name: 'Place 4 orders' }));
    const placed = await screen.findByRole('list', { name: 'Orders placed' }, WAIT);
    expect(within(placed).getAllByRole('listitem')).toHaveLength(3);
    const failed = screen.getByRole('list', { name: 'Participants not placed' });
    expect(failed).toHaveTextContent(
      `${String(failing.fullname)}: Already has an open order in this study (${openNumber}).`,
    );
    expect(posts()).toBe(1);
    expect(rows('orders')).toHaveLength(before + 3);
    expect(
      rows('orders')
        .slice(-3)
        .every((o) => o.status === 'requested'),
    ).toBe(true);
    expect(
      rows('orders').find((o) => String(o.user_id) === String(a.id) && o.provider === 'KitLink')
        ?.shipping_address,
    ).toMatchObject({ postcode: 'YO1 7HH' });
    // The one who failed is kept for a retry, walked to again from the steps.
    expect(screen.queryByRole('button', { name: /^Place/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change and retry (1)' }));
    const kept = await screen.findByRole('list', { name: 'Participants (1)' });
    expect(within(kept).getByText(String(failing.fullname))).toBeInTheDocument();

    // Once the order in the way is cancelled, the retry places the one kept, as a new request.
    const blocking = rows('orders').find((o) => o.order_number === openNumber)!;
    await postTransition('order', blocking.id as number, { action: 'cancel', note: 'Duplicate' }, 'cancel-1');
    for (const step of ['Kit type and assays', 'Laboratory', 'Shipping addresses', 'Review']) {
      await next();
      expect(screen.getByRole('heading', { level: 2, name: step })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Place 1 order' }));
    const again = await screen.findByRole('list', { name: 'Orders placed' }, WAIT);
    await waitFor(() => expect(within(again).getAllByRole('listitem')).toHaveLength(1), WAIT);
    expect(screen.queryByRole('list', { name: 'Participants not placed' })).not.toBeInTheDocument();
    expect(posts()).toBe(2);
    const placedFor = rows('orders').filter(
      (o) => String(o.user_id) === String(failing.id) && o.provider === 'KitLink',
    );
    expect(placedFor).toHaveLength(1);
  }, 120_000);
});
