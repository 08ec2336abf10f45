import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { formatNumber } from '@/i18n';
import { rows } from '@/mocks/db';
import { server } from '@/mocks/node';
import { funnelsOf } from '@resources/studies/mocks/report';
import { latest, stateOf } from '@resources/studies/mocks/store';
import { reportTotals } from '@resources/studies/reports/report-totals';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';

const WAIT = { timeout: 20_000 };
vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => signInAs(ACCOUNTS.staff));
afterEach(() => vi.restoreAllMocks());

/** The seeded report of a study, as the mock answers it. */
function seeded(id: string) {
  const fields = latest(stateOf(id)!).fields;
  const report = { participant_target: fields.participant_target ?? 0, partners: funnelsOf(id, fields) };
  return { fields, report, totals: reportTotals(report) };
}

const firstStudy = (partners: (n: number) => boolean) =>
  rows('studies')
    .map((r) => String(r.id))
    .find((id) => partners(seeded(id).report.partners.length)) as string;

async function tableOf(title: string) {
  const panel = await screen.findByRole('region', { name: title }, WAIT);
  fireEvent.click(within(panel).getByRole('button', { name: 'Table' }));
  const table = within(panel).getByRole('table', { name: title });
  return within(table)
    .getAllByRole('row')
    .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
}

/** The CSV the panel's download hands to the browser, without its byte order mark. */
async function csvOf(title: string): Promise<{ name: string; text: string }> {
  const blobs: Blob[] = [];
  const names: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return 'blob:report';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  const panel = screen.getByRole('region', { name: title });
  fireEvent.click(within(panel).getByRole('button', { name: 'Download CSV' }));
  await waitFor(() => expect(blobs).toHaveLength(1));
  const bytes = await new Promise<ArrayBuffer>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(blobs[0] as Blob);
  });
  return { name: names[0] ?? '', text: new TextDecoder().decode(bytes).replace(/^\uFEFF/, '') };
}

describe("a study's reports", () => {
  it('shows progress against the target, and the funnel in total and per partner as tables', async () => {
    const id = firstStudy((n) => n >= 3);
    const { report, totals } = seeded(id);
    renderApp(`/studies/${id}/reports`);
    const progress = await screen.findByRole('region', { name: 'Progress against the target' }, WAIT);
    const words = `${formatNumber(totals.enrolled)} of ${formatNumber(totals.target)} enrolled (${totals.percent}%)`;
    expect(within(progress).getByText(words)).toBeVisible();
    expect(within(progress).getByRole('progressbar')).toHaveAttribute('aria-valuetext', words);
    expect(within(progress).getByText(new RegExp(`${report.partners.length} partner studies`))).toBeVisible();

    expect(await tableOf('Recruitment funnel, all partners')).toEqual([
      ['Stage', 'People'],
      ['Started', formatNumber(totals.stages.started)],
      ['Completed', formatNumber(totals.stages.completed)],
      ['Eligible', formatNumber(totals.stages.eligible)],
      ['Enrolled', formatNumber(totals.enrolled)],
      ['Paid', formatNumber(totals.stages.paid)],
    ]);
    const byPartner = await tableOf('Recruitment funnel by partner');
    expect(byPartner[0]).toEqual(['Partner', 'Started', 'Completed', 'Eligible', 'Enrolled', 'Paid']);
    expect(byPartner.slice(1).map((r) => r[0])).toEqual(report.partners.map((p) => p.partner));
    const first = report.partners[0]!;
    expect(byPartner[1]?.slice(1)).toEqual(
      [first.started, first.completed, first.eligible, first.enrolled, first.paid].map((n) =>
        formatNumber(n),
      ),
    );
    // A believable funnel: each stage at most the one before it, for every partner.
    for (const p of report.partners)
      expect([p.started, p.completed, p.eligible, p.enrolled, p.paid]).toEqual(
        [p.started, p.completed, p.eligible, p.enrolled, p.paid].sort((a, b) => b - a),
      );
  });

  it('sums revenue per currency (two of them) and downloads each table as CSV', async () => {
    const id = firstStudy((n) => n >= 3);
    const { fields, totals } = seeded(id);
    renderApp(`/studies/${id}/reports`);
    const revenue = await tableOf('Revenue by currency');
    expect(revenue).toEqual([
      ['Currency', 'Partner revenue', 'Participant payments'],
      ...totals.revenue.map((r) => [
        r.currency,
        formatNumber(r.partner_revenue),
        formatNumber(r.participant_revenue),
      ]),
    ]);
    expect(revenue.slice(1).map((r) => r[0])).toEqual(['EUR', 'GBP']);

    const funnel = await csvOf('Recruitment funnel, all partners');
    expect(funnel.name).toBe(`${fields.key}-funnel.csv`);
    expect(funnel.text.split('\r\n')).toEqual([
      'Stage,People',
      `Started,${totals.stages.started}`,
      `Completed,${totals.stages.completed}`,
      `Eligible,${totals.stages.eligible}`,
      `Enrolled,${totals.enrolled}`,
      `Paid,${totals.stages.paid}`,
    ]);
    vi.restoreAllMocks();
    const csv = (await csvOf('Revenue by currency')).text.split('\r\n');
    expect(csv[0]).toBe('Currency,Partner revenue,Participant payments');
    expect(csv.slice(1)).toEqual(
      totals.revenue.map((r) => `${r.currency},${r.partner_revenue},${r.participant_revenue}`),
    );
  });

  it('says so for a study without partner studies, with its target and no charts', async () => {
    const id = firstStudy((n) => n === 0);
    const { fields } = seeded(id);
    renderApp(`/studies/${id}/reports`);
    expect(
      await screen.findByText(
        `No partner studies recruit for this study yet, so there are no numbers to report. The target is ${formatNumber(fields.participant_target)} participants.`,
        {},
        WAIT,
      ),
    ).toBeVisible();
    expect(screen.getByText(`0 of ${formatNumber(fields.participant_target)} enrolled (0%)`)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
  });

  it('offers Try again when the report fails, and shows it once it loads', async () => {
    server.use(
      http.get('*/api/admin/studies/:id/report', () =>
        HttpResponse.json({ message: 'Down' }, { status: 503 }),
      ),
    );
    renderApp('/studies/1/reports');
    expect(await screen.findByText('This could not be loaded.', {}, WAIT)).toBeVisible();
    server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Progress against the target' }, WAIT)).toBeVisible();
  });

  it('is reached from the study screens, marked as the current one', async () => {
    const { location } = renderApp('/study/1');
    const nav = await screen.findByRole('navigation', { name: 'Study screens' }, WAIT);
    await userEvent.click(within(nav).getByRole('link', { name: 'Reports' }));
    await waitFor(() => expect(location()).toBe('/studies/1/reports'));
    const here = within(await screen.findByRole('navigation', { name: 'Study screens' }, WAIT)).getByRole(
      'link',
      {
        name: 'Reports',
      },
    );
    expect(here).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { level: 1, name: /: Reports$/ }, WAIT)).toBeVisible();
  });
});
