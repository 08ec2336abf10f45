import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { entities } from '@/app/registry';
import { createDataProvider } from '@/data';
import { dateGroup, shownDate, typeDate } from './date-fields';
import { firstRecord, renderAdmin } from './render-admin';

/**
 * The browser's language as jsdom cannot set it: `navigator.language(s)`, the default of
 * `Intl.DateTimeFormat` and of `Date#toLocale*String`, which a native date input follows.
 */
function browserLanguage(locale: string): void {
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(locale);
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue([locale]);
  const Real = Intl.DateTimeFormat;
  function DateTimeFormat(locales?: Intl.LocalesArgument, options?: Intl.DateTimeFormatOptions) {
    return new Real(locales ?? locale, options);
  }
  DateTimeFormat.prototype = Real.prototype;
  DateTimeFormat.supportedLocalesOf = Real.supportedLocalesOf.bind(Real);
  vi.stubGlobal('Intl', Object.assign(Object.create(Intl) as typeof Intl, { DateTimeFormat }));
  for (const method of ['toLocaleDateString', 'toLocaleString', 'toLocaleTimeString'] as const) {
    const real = Date.prototype[method];
    vi.spyOn(Date.prototype, method).mockImplementation(function (
      this: Date,
      locales?: Intl.LocalesArgument,
      options?: Intl.DateTimeFormatOptions,
    ) {
      return real.call(this, locales ?? locale, options);
    });
  }
}

afterEach(() => vi.unstubAllGlobals());

// Whole forms typed into key by key: more than the default per test on a busy machine.
vi.setConfig({ testTimeout: 40_000 });

async function openStudy(values: Record<string, unknown>) {
  const dataProvider = createDataProvider(entities);
  const study = await firstRecord(dataProvider, 'studies');
  await dataProvider.update('studies', {
    id: study.id as number,
    data: { ...study, ...values },
    previousData: study,
  });
  const update = vi.spyOn(dataProvider, 'update');
  const utils = renderAdmin(`/studies/${String(study.id)}`, { dataProvider });
  return { ...utils, id: String(study.id), update };
}

async function openCallLog(calledAt: string) {
  const dataProvider = createDataProvider(entities);
  const call = await firstRecord(dataProvider, 'call-logs');
  await dataProvider.update('call-logs', {
    id: call.id as number,
    data: { ...call, called_at: calledAt },
    previousData: call,
  });
  const update = vi.spyOn(dataProvider, 'update');
  const utils = renderAdmin(`/call-logs/${String(call.id)}`, { dataProvider });
  return { ...utils, id: String(call.id), update };
}

describe.each([
  ['en-US', '5/24/2027'],
  ['en-GB', '24/05/2027'],
])('spec §9 in a browser set to %s: date inputs read day, abbreviated month, year', (locale, native) => {
  beforeEach(() => browserLanguage(locale));

  it(`is a browser that writes 24 May 2027 as ${native} by default`, () => {
    expect(navigator.language).toBe(locale);
    expect(new Intl.DateTimeFormat().format(new Date(2027, 4, 24))).toBe(native);
    expect(new Date(2027, 4, 24).toLocaleDateString()).toBe(native);
  });

  it('shows a stored date as 24 May 2027, as the lists do', async () => {
    await openStudy({ start: '2027-05-24', end: '2028-01-02' });
    const start = await dateGroup('Start date');
    await waitFor(() => expect(shownDate(start)).toBe('24 May 2027'));
    expect(shownDate(await dateGroup('End date'))).toBe('2 Jan 2028');
    expect(within(start).getByRole('spinbutton', { name: 'Month' })).toHaveAttribute('aria-valuetext', 'May');
  });

  it('saves 24/05/2027 typed in UK order as 2027-05-24', async () => {
    const user = userEvent.setup();
    const { update, location, id } = await openStudy({ start: '2020-01-01', end: '2030-01-01' });
    await waitFor(async () => expect(shownDate(await dateGroup('Start date'))).toBe('1 Jan 2020'));
    const start = await typeDate(user, 'Start date', '24/05/2027');
    expect(shownDate(start)).toBe('24 May 2027');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location.pathname).toBe(`/studies/${id}/show`));
    expect(update.mock.calls[0]?.[1].data).toMatchObject({ start: '2027-05-24', end: '2030-01-01' });
  });

  it('takes a one-digit day and month ended by a separator: 1/6/2027 is 1 Jun 2027', async () => {
    const user = userEvent.setup();
    const { update, location, id } = await openStudy({ start: '2020-01-01', end: '2030-01-01' });
    await waitFor(async () => expect(shownDate(await dateGroup('Start date'))).toBe('1 Jan 2020'));
    expect(shownDate(await typeDate(user, 'Start date', '1/6/2027'))).toBe('1 Jun 2027');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location.pathname).toBe(`/studies/${id}/show`));
    expect(update.mock.calls[0]?.[1].data).toMatchObject({ start: '2027-06-01' });
  });

  it('shows a date-time as 24 May 2027, 14:05 and saves one typed in UK order as its UTC instant', async () => {
    const user = userEvent.setup();
    const stored = new Date(2027, 4, 24, 14, 5, 37, 123).toISOString();
    const { update, location, id } = await openCallLog(stored);
    const called = await dateGroup('Called at');
    await waitFor(() => expect(shownDate(called)).toBe('24 May 2027, 14:05'));
    expect(shownDate(await typeDate(user, 'Called at', '25/05/2027 09:30'))).toBe('25 May 2027, 09:30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location.pathname).toBe(`/call-logs/${id}/show`));
    expect(update.mock.calls[0]?.[1].data).toMatchObject({
      called_at: new Date(2027, 4, 25, 9, 30).toISOString(),
    });
  });
});

describe('the form checks dates typed into the pickers with their usual messages', () => {
  it('refuses an end date before the start date', async () => {
    const user = userEvent.setup();
    const { update, location, id } = await openStudy({ start: '2027-05-24', end: '2028-01-02' });
    await waitFor(async () => expect(shownDate(await dateGroup('End date'))).toBe('2 Jan 2028'));
    await typeDate(user, 'End date', '23/05/2027');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('End date must not be before Start date')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
    expect(location.pathname).toBe(`/studies/${id}`);
    expect(shownDate(await dateGroup('End date'))).toBe('23 May 2027');
  });

  it('asks for a required date-time that was cleared', async () => {
    const user = userEvent.setup();
    const { update } = await openCallLog(new Date(2027, 4, 24, 14, 5).toISOString());
    await waitFor(async () => expect(shownDate(await dateGroup('Called at'))).toBe('24 May 2027, 14:05'));
    await typeDate(user, 'Called at', '');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Called at is a required field')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });

  it('refuses a date left unfinished, keeping what was typed', async () => {
    const user = userEvent.setup();
    const { update } = await openStudy({ start: '2027-05-24', end: '2028-01-02' });
    await waitFor(async () => expect(shownDate(await dateGroup('Start date'))).toBe('24 May 2027'));
    await typeDate(user, 'Start date', '24/05');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Start date is incomplete: fill in every part of the date'),
    ).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
    expect(shownDate(await dateGroup('Start date'))).toBe('24 May YYYY');
  });
});

describe('the pickers by keyboard', () => {
  it('moves through day, month and year with the arrow keys and changes them', async () => {
    const user = userEvent.setup();
    const { update, location, id } = await openStudy({ start: '2027-05-24', end: '2028-01-02' });
    const start = await dateGroup('Start date');
    await waitFor(() => expect(shownDate(start)).toBe('24 May 2027'));
    await user.click(within(start).getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('{ArrowUp}{ArrowRight}{ArrowDown}');
    expect(shownDate(start)).toBe('25 Apr 2027');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location.pathname).toBe(`/studies/${id}/show`));
    expect(update.mock.calls[0]?.[1].data).toMatchObject({ start: '2027-04-25' });
  });

  it('opens the calendar from its labelled button and picks a day with Enter', async () => {
    const user = userEvent.setup();
    const { update, location, id } = await openStudy({ start: '2027-05-24', end: '2028-01-02' });
    await waitFor(async () => expect(shownDate(await dateGroup('Start date'))).toBe('24 May 2027'));
    const open = screen.getByRole('button', { name: 'Choose date, selected date is 24 May 2027' });
    open.focus();
    await user.keyboard('{Enter}');
    const calendar = await screen.findByRole('dialog', { name: 'Start date' });
    await waitFor(() => expect(within(calendar).getByRole('gridcell', { name: '24' })).toHaveFocus());
    await user.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(shownDate(await dateGroup('Start date'))).toBe('25 May 2027');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location.pathname).toBe(`/studies/${id}/show`));
    expect(update.mock.calls[0]?.[1].data).toMatchObject({ start: '2027-05-25' });
  });
});
