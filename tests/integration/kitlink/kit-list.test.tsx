import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rows } from '@/mocks/db';
import type { Row } from '@/mocks/lib/respond';
import { prepareDay } from '@resources/kitlink/mocks/day';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';
import { WAIT } from './support';

beforeEach(() => signInAs(ACCOUNTS.super));

function seededKits(): Row[] {
  prepareDay();
  return rows('kits');
}

const countOf = (list: readonly Row[], field: string, value: unknown) =>
  list.filter((k) => String(k[field]) === String(value)).length;

const titleOf = (id: string) => String(rows('studies').find((s) => String(s.id) === id)?.title ?? '');

/** The study with most kits: the first of its group. */
function busiestStudy(list: readonly Row[]): { id: unknown; title: string; count: number } {
  const counts = new Map<string, number>();
  for (const k of list)
    if (k.study_id != null) counts.set(String(k.study_id), (counts.get(String(k.study_id)) ?? 0) + 1);
  const [id, count] = [...counts].sort(
    (a, b) => b[1] - a[1] || titleOf(a[0]).localeCompare(titleOf(b[0])),
  )[0]!;
  const study = rows('studies').find((s) => String(s.id) === id)!;
  return { id, title: String(study.title), count };
}

const pageRange = (total: number) => new RegExp(`^1-${Math.min(total, 25)} of ${total}$`);

describe('/kit-list: kits by status, study and consignment above the list', () => {
  it('counts the seeded kits by status, study and consignment', async () => {
    const kits = seededKits();
    renderApp('/kit-list');
    const byStatus = await screen.findByRole('group', { name: 'Kits by status' }, WAIT);
    for (const [state, label] of [
      ['created', 'Created'],
      ['dispatched', 'Dispatched'],
      ['received', 'Received by the lab'],
      ['failed', 'Failed'],
    ])
      expect(within(byStatus).getByRole('button', { name: `${label}: ${countOf(kits, 'status', state)}` }));
    const study = busiestStudy(kits);
    const byStudy = screen.getByRole('group', { name: 'Kits by study' });
    expect(within(byStudy).getAllByRole('button')[0]).toHaveAccessibleName(`${study.title}: ${study.count}`);
    const consignment = rows('consignments')[0]!;
    const byConsignment = screen.getByRole('group', { name: 'Kits by consignment' });
    expect(
      within(byConsignment).getByRole('button', {
        name: `${String(consignment.reference)}: ${countOf(kits, 'consignment_id', consignment.id)}`,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(`Kits matching: ${kits.length}`)).toBeInTheDocument();
    expect(await screen.findByText(pageRange(kits.length), {}, WAIT)).toBeInTheDocument();
  }, 60_000);

  it('narrows the list to a chosen count, shows the filter, and drops it again by keyboard', async () => {
    const user = userEvent.setup();
    const kits = seededKits();
    const dispatched = kits.filter((k) => k.status === 'dispatched');
    const { location } = renderApp('/kit-list');
    const byStatus = await screen.findByRole('group', { name: 'Kits by status' }, WAIT);
    await screen.findByText(pageRange(kits.length), {}, WAIT);
    const toggle = within(byStatus).getByRole('button', { name: `Dispatched: ${dispatched.length}` });
    toggle.focus();
    await user.keyboard('{Enter}');

    const chosen = await screen.findByRole('button', { name: 'Remove filter Status: Dispatched' }, WAIT);
    expect(chosen).toBeVisible();
    expect(await screen.findByText(pageRange(dispatched.length), {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText(`Kits matching: ${dispatched.length}`)).toBeInTheDocument();
    expect(decodeURIComponent(location())).toContain('"status":"dispatched"');
    // The rows follow once their references' names are in (the previous ones stay, dimmed, till then).
    await waitFor(() => {
      const barcodes = within(screen.getByRole('table'))
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[1]?.textContent ?? '');
      expect(barcodes.length).toBe(Math.min(dispatched.length, 25));
      for (const b of barcodes) expect(dispatched.map((k) => k.barcode)).toContain(b);
    }, WAIT);
    // The other groups now count dispatched kits only; the status group keeps every state.
    const study = busiestStudy(dispatched);
    const byStudy = screen.getByRole('group', { name: 'Kits by study' });
    await waitFor(
      () =>
        expect(within(byStudy).getAllByRole('button')[0]).toHaveAccessibleName(
          `${study.title}: ${study.count}`,
        ),
      WAIT,
    );
    expect(
      within(byStatus).getByRole('button', { name: `Dispatched: ${dispatched.length}` }),
    ).toHaveAttribute('aria-pressed', 'true');

    chosen.focus();
    await user.keyboard('{Enter}');
    await waitFor(
      () => expect(screen.queryByRole('button', { name: /^Remove filter/ })).not.toBeInTheDocument(),
      WAIT,
    );
    expect(await screen.findByText(pageRange(kits.length), {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText(`Kits matching: ${kits.length}`)).toBeInTheDocument();
  }, 90_000);

  it('combines a study with a status, and a kit row opens its KitLink page', async () => {
    const user = userEvent.setup();
    const kits = seededKits();
    const study = busiestStudy(kits);
    const inStudy = kits.filter((k) => String(k.study_id) === String(study.id));
    const state = String(inStudy[0]!.status);
    const both = inStudy.filter((k) => k.status === state);
    const { location } = renderApp('/kit-list');
    const byStudy = await screen.findByRole('group', { name: 'Kits by study' }, WAIT);
    await user.click(within(byStudy).getByRole('button', { name: `${study.title}: ${study.count}` }));
    expect(await screen.findByText(`Kits matching: ${inStudy.length}`, {}, WAIT)).toBeInTheDocument();
    const byStatus = screen.getByRole('group', { name: 'Kits by status' });
    const stateButton = await within(byStatus).findByRole(
      'button',
      { name: new RegExp(`: ${countOf(inStudy, 'status', state)}$`), pressed: false },
      WAIT,
    );
    await user.click(stateButton);
    expect(await screen.findByText(`Kits matching: ${both.length}`, {}, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Remove filter Study: ${study.title}` })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear these filters' }));
    expect(await screen.findByText(`Kits matching: ${kits.length}`, {}, WAIT)).toBeInTheDocument();

    await screen.findByText(pageRange(kits.length), {}, WAIT);
    const firstRow = within(screen.getByRole('table')).getAllByRole('row')[1]!;
    const barcode = within(firstRow).getAllByRole('cell')[1]?.textContent ?? '';
    const kit = kits.find((k) => k.barcode === barcode)!;
    await user.click(within(firstRow).getAllByRole('cell')[1]!);
    await waitFor(() => expect(location()).toBe(`/kitlink/kit/${String(kit.id)}`), WAIT);
  }, 90_000);
});
