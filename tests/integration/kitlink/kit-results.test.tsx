import { screen, within } from '@testing-library/react';
import { formatDateTime } from '@/i18n';
import { rows } from '@/mocks/db';
import { tokenFor } from '@/mocks/node';
import { prepareDay, timelineOf } from '@resources/kitlink/mocks/day';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';
import { WAIT } from './support';

// A kit's page says where its results stand, from the kit's own state: reported, being tested,
// not possible yet, or failed and why.

beforeEach(() => signInAs(ACCOUNTS.super));

function kitIn(state: string) {
  prepareDay();
  const kit = rows('kits').find((k) => k.status === state && k.assay_id != null)!;
  const assay = rows('assays').find((a) => String(a.id) === String(kit.assay_id))!;
  return {
    kit,
    assay: String(assay.name),
    reached: timelineOf('kit', kit.id).findLast((e) => e.to === state),
  };
}

async function resultsOf(kitId: unknown) {
  renderApp(`/kitlink/kit/${String(kitId)}`);
  const heading = await screen.findByRole('heading', { name: 'Results', level: 2 }, WAIT);
  return heading.closest('section')!;
}

describe('the kit page’s results section', () => {
  it('says a processed kit’s results are reported, for which assay and when', async () => {
    const { kit, assay, reached } = kitIn('processed');
    const section = await resultsOf(kit.id);
    const status = within(section).getByRole('status', { name: 'Results reported' });
    expect(status).toHaveTextContent('The lab has tested the sample and reported its results.');
    expect(status).toHaveTextContent(`Assay: ${assay}`);
    expect(status).toHaveTextContent(`Reported ${formatDateTime(reached!.at)}`);
  });

  it('lists the assay’s results the lab reported for a processed kit, each with unit, range and flag', async () => {
    const { kit } = kitIn('processed');
    const detail = (await (
      await fetch(`${location.origin}/api/admin/kitlink/kits/${String(kit.id)}`, {
        headers: { Authorization: `Bearer ${tokenFor(ACCOUNTS.super)}` },
      })
    ).json()) as { data: { results: Record<string, string | null>[] } };
    const reported = detail.data.results;
    expect(reported.length).toBeGreaterThan(1);
    const section = await resultsOf(kit.id);
    const table = within(section).getByRole('table', { name: 'Results reported by the lab' });
    const [head, ...body] = within(table).getAllByRole('row');
    expect(
      within(head!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Measure', 'Result', 'Unit', 'Reference range', 'Flag']);
    const words: Record<string, string> = { high: 'High', low: 'Low', abnormal: 'Abnormal' };
    expect(body.map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent))).toEqual(
      reported.map((r) => [r.name, r.value, r.unit ?? '', r.reference_range, r.flag ? words[r.flag] : '']),
    );
  });

  it('says a kit the lab holds is being tested, with no results yet', async () => {
    const { kit, reached } = kitIn('received');
    const section = await resultsOf(kit.id);
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();
    const status = within(section).getByRole('status', { name: 'Being tested' });
    expect(status).toHaveTextContent('Its results are not reported yet.');
    expect(status).toHaveTextContent(`Received by the lab ${formatDateTime(reached!.at)}`);
  });

  it.each(['created', 'activated', 'returned'])(
    'says a %s kit has no results yet, and why',
    async (state) => {
      const { kit } = kitIn(state);
      const section = await resultsOf(kit.id);
      const status = within(section).getByRole('status', { name: 'No results yet' });
      expect(status).toHaveTextContent(
        state === 'returned' ? 'on its way back to the lab' : 'has not been sent back to the lab',
      );
      expect(within(section).queryByText(/reported its results/)).not.toBeInTheDocument();
    },
  );

  it('says a failed sample has no results, with the reason given', async () => {
    const { kit, reached } = kitIn('failed');
    const section = await resultsOf(kit.id);
    const status = within(section).getByRole('status', { name: 'No results: the sample failed' });
    expect(status).toHaveTextContent('The lab could not test the sample, so it has no results.');
    expect(reached?.note).toBeTruthy();
    expect(status).toHaveTextContent(`Reason: ${reached!.note}`);
  });
});
