import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@/mocks/node';
import { dateGroup, shownDate, typeDate } from '../engine/date-fields';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';
import { WAIT } from './support';

beforeEach(() => signInAs(ACCOUNTS.super));

/** The `from` and `to` of every overview request while the test runs. */
function overviewDays(): () => string[] {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/admin/kitlink/overview'))
      seen.push(`${url.searchParams.get('from') ?? ''}..${url.searchParams.get('to') ?? ''}`);
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return () => seen;
}

describe('KitLink home: the days of the last change', () => {
  it('read and take dates as the console’s other date fields do, in UK order', async () => {
    const user = userEvent.setup();
    const days = overviewDays();
    const { location } = renderApp('/kitlink');
    // The filters come with the overview's first answer, which a busy machine takes a while to give.
    await screen.findByRole('search', { name: 'Filters' }, WAIT);
    const from = await dateGroup('Changed from');
    // An empty field shows what to type, the month as its abbreviated name.
    const placeholders = within(from)
      .getAllByRole('spinbutton')
      .map((s) => s.textContent?.replace(/[\u2066-\u2069\u200e]/g, ''));
    expect(placeholders).toEqual(['DD', 'MMM', 'YYYY']);

    // A separator after a one-digit day or month moves on, as in the generated forms.
    await typeDate(user, 'Changed from', '1/6/2026');
    expect(shownDate(from)).toBe('1 Jun 2026');
    await waitFor(() => expect(location()).toBe('/kitlink?from=2026-06-01'), WAIT);
    await typeDate(user, 'Changed until', '24/05/2027');
    expect(shownDate(await dateGroup('Changed until'))).toBe('24 May 2027');
    await waitFor(() => expect(location()).toBe('/kitlink?from=2026-06-01&to=2027-05-24'), WAIT);
    await waitFor(() => expect(days()).toContain('2026-06-01..2027-05-24'), WAIT);
    expect(
      days().filter((d) => d !== '..' && d !== '2026-06-01..' && d !== '2026-06-01..2027-05-24'),
    ).toEqual([]);

    // Emptying a field drops its end of the filter.
    await typeDate(user, 'Changed from', '');
    await waitFor(() => expect(location()).toBe('/kitlink?to=2027-05-24'), WAIT);
  }, 60_000);
});
