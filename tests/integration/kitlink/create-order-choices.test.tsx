import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rows } from '@/mocks/db';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';
import { ordersIn, WAIT } from './support';

beforeEach(() => signInAs(ACCOUNTS.super));

const KIT_TYPES: Record<string, string> = {
  saliva: 'Saliva',
  blood_spot: 'Blood spot',
  blood_draw: 'Blood draw',
  swab: 'Swab',
};

/** The sample type most assays test, and two of those assays. */
function twoAssays() {
  const byType = new Map<string, ReturnType<typeof rows>>();
  for (const a of rows('assays'))
    byType.set(String(a.sample_type), [...(byType.get(String(a.sample_type)) ?? []), a]);
  const [type, assays] = [...byType].sort((a, b) => b[1].length - a[1].length)[0]!;
  return { type, assays: assays.slice(0, 2) };
}

describe('create order: every study and participant, every assay ticked', () => {
  it('finds the last of the studies and of the participants by typing, and orders one kit per assay ticked', async () => {
    const user = userEvent.setup();
    ordersIn('requested');
    // The last study and participant: the pickers search all of them, not a first page.
    const study = rows('studies').at(-1)!;
    expect(rows('studies').length).toBeGreaterThan(200);
    const participant = rows('users').at(-1)!;
    expect(rows('orders').some((o) => String(o.user_id) === String(participant.id))).toBe(false);
    const { type, assays } = twoAssays();
    expect(assays).toHaveLength(2);
    const before = rows('orders').length;
    renderApp('/kitlink/create-order');
    const next = async () => user.click(await screen.findByRole('button', { name: 'Next' }, WAIT));

    const studyPicker = await screen.findByRole('combobox', { name: 'Study' }, WAIT);
    await user.type(studyPicker, String(study.title));
    await user.click(await screen.findByRole('option', { name: String(study.title) }, WAIT));
    await next();

    const name = String(participant.fullname);
    await user.type(screen.getByRole('combobox', { name: 'Participant' }), name);
    await user.click(await screen.findByRole('option', { name }, WAIT));
    const chosen = await screen.findByRole('list', { name: 'Participants (1)' }, WAIT);
    expect(within(chosen).getByText(name)).toBeInTheDocument();
    await next();

    await user.click(screen.getByRole('combobox', { name: 'Kit type' }));
    await user.click(await screen.findByRole('option', { name: KIT_TYPES[type] }));
    for (const a of assays)
      await user.click(
        await screen.findByRole('checkbox', { name: `${String(a.name)} (${String(a.code)})` }, WAIT),
      );
    await next();
    await user.click(await screen.findByRole('combobox', { name: 'Laboratory' }, WAIT));
    await user.click((await screen.findAllByRole('option', {}, WAIT))[0]!);
    await next();
    const address = screen.getByRole('group', { name });
    // Whatever the record holds, a whole UK address.
    for (const [label, text] of [
      [/^Street address/, '1 Minster Yard'],
      [/^Town or city/, 'York'],
      [/^Postcode/, 'YO1 7HH'],
    ] as const) {
      const box = within(address).getByRole('textbox', { name: label });
      await user.clear(box);
      await user.type(box, text);
    }
    await next();

    // Going back keeps both ticks; the review counts them in words.
    expect(screen.getByText(new RegExp(String(study.title)))).toHaveTextContent(/, 2 assays, tested by /);
    await user.click(screen.getByRole('button', { name: 'Place 1 order' }));
    const placed = await screen.findByRole('list', { name: 'Orders placed' }, WAIT);
    await waitFor(() => expect(within(placed).getAllByRole('listitem')).toHaveLength(1), WAIT);
    expect(rows('orders')).toHaveLength(before + 1);
    const order = rows('orders').at(-1)!;
    expect([String(order.user_id), String(order.study_id)]).toEqual([
      String(participant.id),
      String(study.id),
    ]);
    const kits = rows('kits').filter((k) => String(k.order_id) === String(order.id));
    expect(kits.map((k) => String(k.assay_id)).sort()).toEqual(assays.map((a) => String(a.id)).sort());
  }, 120_000);
});
