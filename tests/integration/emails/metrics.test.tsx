import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { rows } from '@/mocks/db';
import { server } from '@/mocks/node';
import { metrics } from '@resources/emails/mocks/metrics';
import { prepareEmails } from '@resources/emails/mocks/seed';
import { lastDays } from '@resources/emails/metrics/range';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';
import { dateGroup, shownDate, typeDate } from '../engine/date-fields';

const WAIT = { timeout: 15_000 };

async function templateId(name: string): Promise<string> {
  await prepareEmails();
  return String(rows('templates').find((t) => t.name === name)?.id);
}

/** The query strings of the metrics requests the tab sends, as they go. */
function metricsAsked(id: string): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname === `/api/admin/templates/${id}/metrics`) seen.push(url.searchParams);
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return seen;
}

const fmt = (n: number) => new Intl.NumberFormat('en-GB').format(n);

beforeEach(() => signInAs(ACCOUNTS.super));

describe('the metrics tab', { timeout: 60_000 }, () => {
  it('asks for the last 30 days, shows the mock numbers in the table, and a new range asks again', async () => {
    const id = await templateId('Survey reminder');
    const asked = metricsAsked(id);
    const { location } = renderApp(`/templates/${id}?tab=metrics`);
    const thirty = lastDays(30);
    await screen.findByRole('heading', { name: /^Emails from/ }, WAIT);
    expect(asked.map((q) => [q.get('date_from'), q.get('date_to')])).toEqual([[thirty.from, thirty.to]]);

    const expected = metrics(id, thirty.from, thirty.to);
    const figures = screen.getByRole('group', { name: 'Totals and rates for the period' });
    expect(within(figures).getByText(fmt(expected.totals.sent))).toBeVisible();
    const openRate = expected.totals.opened / expected.totals.delivered;
    expect(
      within(figures).getByText(
        new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 1 }).format(openRate),
      ),
    ).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Table' }));
    const table = screen.getByRole('table', { name: /^Emails from/ });
    const body = within(table).getAllByRole('row').slice(1);
    expect(body).toHaveLength(30);
    const last = expected.daily[29];
    const cells = within(body[29] as HTMLElement).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual(
      [last?.sent, last?.delivered, last?.opened, last?.clicked, last?.bounced, last?.unsubscribed].map((n) =>
        fmt(n ?? -1),
      ),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    const seven = lastDays(7);
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(8), WAIT);
    expect(asked.at(-1)?.get('date_from')).toBe(seven.from);
    expect(location()).toContain('range=7');
    expect(location()).toContain('tab=metrics');
  });

  it('takes a custom range typed in UK order, asking once the days are whole and in order', async () => {
    const user = userEvent.setup();
    const id = await templateId('Survey reminder');
    const asked = metricsAsked(id);
    const { location } = renderApp(`/templates/${id}?tab=metrics&range=custom&from=2026-03-01&to=2026-03-03`);
    await screen.findByRole('heading', { name: /^Emails from/ }, WAIT);
    expect(asked.map((q) => [q.get('date_from'), q.get('date_to')])).toEqual([['2026-03-01', '2026-03-03']]);
    // The days read as the console's other dates, whatever the browser's language.
    expect(shownDate(await dateGroup('From'))).toBe('1 Mar 2026');
    expect(shownDate(await dateGroup('To'))).toBe('3 Mar 2026');

    // "1/6/2026" is 1 June 2026; on its way, "2", "20" and "202" are no years to ask for.
    await typeDate(user, 'To', '1/6/2026');
    expect(shownDate(await dateGroup('To'))).toBe('1 Jun 2026');
    await waitFor(() => expect(location()).toContain('to=2026-06-01'), WAIT);
    await waitFor(() => expect(asked).toHaveLength(2), WAIT);
    expect(asked.at(-1)?.get('date_from')).toBe('2026-03-01');
    expect(asked.at(-1)?.get('date_to')).toBe('2026-06-01');
    expect(location()).toContain('from=2026-03-01');
    expect(location()).toContain('range=custom');

    // An end before the start is said, and asks for nothing.
    await typeDate(user, 'To', '1/2/2026');
    expect(await screen.findByText('The end comes before the start.')).toBeVisible();
    expect(asked).toHaveLength(2);
    expect(location()).toContain('to=2026-06-01');

    // A half-typed day is no day: nothing is asked until it is whole.
    await typeDate(user, 'To', '9/3/20');
    expect(await screen.findByText('Pick the first and last day.')).toBeVisible();
    expect(asked).toHaveLength(2);

    const nothing = { sent: 0, delivered: 0, opened: 0, clicked: 0, bounced: 0, unsubscribed: 0 };
    server.use(
      http.get(`/api/admin/templates/${id}/metrics`, () =>
        Response.json({ data: { totals: nothing, daily: [] } }),
      ),
    );
    await user.keyboard('26');
    expect(shownDate(await dateGroup('To'))).toBe('9 Mar 2026');
    expect(await screen.findByText('No data to show.', undefined, WAIT)).toBeVisible();
    expect(asked.map((q) => [q.get('date_from'), q.get('date_to')])).toEqual([
      ['2026-03-01', '2026-03-03'],
      ['2026-03-01', '2026-06-01'],
      ['2026-03-01', '2026-03-09'],
    ]);
    expect(location()).toContain('to=2026-03-09');
  });
});
