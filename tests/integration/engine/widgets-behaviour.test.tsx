import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { entities } from '@/app/registry';
import { createDataProvider } from '@/data';
import { formatDateTime } from '@/i18n';
import { controls } from '@/mocks/node';
import { labelPattern } from './cases';
import { dateGroup, shownDate } from './date-fields';
import { firstRecord, renderAdmin, signInSuperuser } from './render-admin';

/** The minute the picker shows for an instant, and the same time one minute later or earlier. */
function minutes(iso: string): { shown: string; other: string } {
  const shown = String(new Date(iso).getMinutes()).padStart(2, '0');
  return { shown, other: shown.endsWith('9') ? `${shown.slice(0, 1)}8` : `${shown.slice(0, 1)}9` };
}

describe('a date-time the user does not change stays as the server sent it', () => {
  async function openCallLog() {
    const dataProvider = createDataProvider(entities);
    const update = vi.spyOn(dataProvider, 'update');
    const record = await firstRecord(dataProvider, 'call-logs');
    const stored = String(record.called_at);
    // The mock, like the server, keeps seconds and milliseconds the minute-precise input cannot show.
    expect(new Date(stored).getTime() % 60_000).not.toBe(0);
    const utils = renderAdmin(`/call-logs/${String(record.id)}`, { dataProvider });
    const group = await dateGroup('Called at');
    await waitFor(() => expect(shownDate(group)).toBe(formatDateTime(stored)));
    const minute = within(group).getByRole('spinbutton', { name: 'Minutes' });
    return { ...utils, id: String(record.id), group, minute, stored, update };
  }

  /** Types another minute, then the one shown before, as someone correcting a slip does. */
  async function retypeMinute(user: UserEvent, minute: HTMLElement, stored: string) {
    const { shown, other } = minutes(stored);
    await user.click(minute);
    await user.keyboard(other);
    await user.click(minute);
    await user.keyboard(shown);
    await user.tab();
  }

  it('leaves the form pristine after focusing, retyping the same time and leaving', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { group, minute, stored, location, id } = await openCallLog();
    await retypeMinute(user, minute, stored);
    expect(shownDate(group)).toBe(formatDateTime(stored));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
    // Nothing to lose: leaving does not ask.
    await user.click(screen.getByRole('link', { name: 'Show' }));
    await waitFor(() => expect(location.pathname).toBe(`/call-logs/${id}/show`));
    expect(confirm).not.toHaveBeenCalled();
  });

  it('saves the untouched date-time exactly as it was when another field changes', async () => {
    const user = userEvent.setup();
    const { minute, stored, update, location, id } = await openCallLog();
    await retypeMinute(user, minute, stored);
    await user.type(screen.getByLabelText(labelPattern('Duration (seconds)')), '1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location.pathname).toBe(`/call-logs/${id}/show`));
    expect(update.mock.calls[0]?.[1].data).toMatchObject({ called_at: stored });
  });

  it('still saves a changed date-time as the UTC instant chosen', async () => {
    const user = userEvent.setup();
    const { group, minute, stored, update, location, id } = await openCallLog();
    await user.click(minute);
    await user.keyboard(minutes(stored).other);
    const chosen = new Date(stored);
    chosen.setMinutes(Number(minutes(stored).other), 0, 0);
    expect(shownDate(group)).toBe(formatDateTime(chosen));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location.pathname).toBe(`/call-logs/${id}/show`));
    expect(update.mock.calls[0]?.[1].data).toMatchObject({ called_at: chosen.toISOString() });
  });
});

describe('reference options with the same title can be told apart', () => {
  it('shows the id beside titles that collide, in the accessible name, and the title alone once chosen', async () => {
    signInSuperuser();
    const dataProvider = createDataProvider(entities);
    const title = 'Quillfeather Twin Clinic';
    const { data: one } = await dataProvider.create('sites', {
      data: { name: title, identifier: 'QTC-1', country: 'GB' },
    });
    const { data: two } = await dataProvider.create('sites', {
      data: { name: title, identifier: 'QTC-2', country: 'GB' },
    });
    const { data: single } = await dataProvider.create('sites', {
      data: { name: 'Quillfeather Solo Clinic', identifier: 'QSC-1', country: 'GB' },
    });
    renderAdmin('/study-sites/create', { dataProvider });
    const site = await screen.findByRole('combobox', { name: labelPattern('Site') });
    await userEvent.type(site, 'Quillfeather');
    const listbox = await screen.findByRole('listbox');
    const oneOption = await within(listbox).findByRole('option', {
      name: `${title} · #${String(one.id)}`,
    });
    expect(
      within(listbox).getByRole('option', { name: `${title} · #${String(two.id)}` }),
    ).toBeInTheDocument();
    // A title no other option shares needs nothing more.
    expect(within(listbox).getByRole('option', { name: String(single.name) })).toBeInTheDocument();
    await userEvent.click(oneOption);
    expect(site).toHaveValue(title);
  });
});

describe('a reference picker searches what the user types', () => {
  it('keeps every typed letter while results arrive, at an ordinary typing pace', async () => {
    signInSuperuser();
    const dataProvider = createDataProvider(entities);
    await dataProvider.create('sites', {
      data: { name: 'Harrowgate Typing Clinic', identifier: 'HTC-1', country: 'GB' },
    });
    renderAdmin('/study-sites/create', { dataProvider });
    const site = await screen.findByRole('combobox', { name: labelPattern('Site') });
    // About four keys a second: each key's search answers before the next key.
    const user = userEvent.setup({ delay: 250 });
    await user.type(site, 'Harrowgate');
    expect(site).toHaveValue('Harrowgate');
    const listbox = await screen.findByRole('listbox');
    expect(
      await within(listbox).findByRole('option', { name: 'Harrowgate Typing Clinic' }),
    ).toBeInTheDocument();
    expect(site).toHaveValue('Harrowgate');
  });
});

describe('a reference picker with a value', () => {
  async function studySiteWithSite() {
    signInSuperuser();
    const dataProvider = createDataProvider(entities);
    await dataProvider.create('sites', {
      data: { name: 'Harrowgate Overtype Clinic', identifier: 'HOC-1', country: 'GB' },
    });
    const record = await firstRecord(dataProvider, 'study-sites');
    renderAdmin(`/study-sites/${String(record.id)}`, { dataProvider });
    const site = await screen.findByRole('combobox', { name: labelPattern('Site') });
    await waitFor(() => expect(site).not.toHaveValue(''));
    return site;
  }

  it('searches text typed over the chosen title instead of putting the title back', async () => {
    const site = await studySiteWithSite();
    const user = userEvent.setup({ delay: 250 });
    await user.click(site);
    await user.keyboard('{Control>}a{/Control}');
    await user.keyboard('Harrowgate Over');
    const listbox = await screen.findByRole('listbox');
    expect(
      await within(listbox).findByRole('option', { name: 'Harrowgate Overtype Clinic' }),
    ).toBeInTheDocument();
    expect(site).toHaveValue('Harrowgate Over');
  });

  it('says when a search failed, and a further key searches again', async () => {
    const site = await studySiteWithSite();
    controls.forceStatus({ method: 'GET', path: '/api/z/', status: 503, times: 100 });
    const user = userEvent.setup({ delay: 250 });
    await user.click(site);
    await user.keyboard('{Control>}a{/Control}');
    await user.keyboard('Harrowgate');
    expect(await screen.findByText(/^The search failed \(.+\)\. Type again to retry\.$/)).toBeInTheDocument();
    controls.clearFaults();
    await user.keyboard(' O');
    const listbox = await screen.findByRole('listbox');
    expect(
      await within(listbox).findByRole('option', { name: 'Harrowgate Overtype Clinic' }),
    ).toBeInTheDocument();
  });
});

describe('an edit form reads the references it shows in one request per entity', () => {
  it("reads the call log's user and caller together", async () => {
    signInSuperuser();
    const dataProvider = createDataProvider(entities);
    const { data } = await dataProvider.getList('call-logs', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    const log = data.find((r) => r.caller_id != null && r.caller_id !== r.user_id);
    if (!log) throw new Error('no call log with a distinct caller');
    const getMany = vi.spyOn(dataProvider, 'getMany');
    renderAdmin(`/call-logs/${String(log.id)}`, { dataProvider });
    await waitFor(() => expect(getMany.mock.calls.some(([name]) => name === 'users')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const userReads = getMany.mock.calls.filter(([name]) => name === 'users');
    expect(userReads).toHaveLength(1);
    expect(userReads[0]?.[1].ids.map(String).sort()).toEqual(
      [String(log.user_id), String(log.caller_id)].sort(),
    );
  });
});

describe('structured values', () => {
  it('adds a language with Enter in the locale code box, without saving the form', async () => {
    const dataProvider = createDataProvider(entities);
    const update = vi.spyOn(dataProvider, 'update');
    const id = String((await firstRecord(dataProvider, 'studies')).id);
    const { location } = renderAdmin(`/studies/${id}`, { dataProvider });
    const [code] = await screen.findAllByLabelText('Locale code, e.g. de-de');
    if (!code) throw new Error('no locale code box');
    await userEvent.type(code, 'it-it{Enter}');
    expect(await screen.findByLabelText('it-it')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
    expect(location.pathname).toBe(`/studies/${id}`);
  });

  it('shows equal address lines each once, keeping line breaks of locale texts', async () => {
    const { render } = await import('@testing-library/react');
    const { RecordContextProvider } = await import('react-admin');
    const { AddressDisplay, LocaleTextDisplay } = await import('@/engine/widgets/display-structured');
    const sites = entities.find((e) => e.name === 'sites');
    const studies = entities.find((e) => e.name === 'studies');
    const address = sites?.fields.find((f) => f.type === 'address');
    const localeText = studies?.fields.find((f) => f.type === 'localeText');
    if (!sites || !studies || !address || !localeText) throw new Error('fields missing');
    const errors = vi.spyOn(console, 'error');
    const record = {
      id: 1,
      [address.source]: { line1: 'Flat 1', line2: 'Flat 1', city: 'Singapore', country: 'Singapore' },
      [localeText.source]: { 'en-gb': 'Line one\nLine two' },
    };
    const { container } = render(
      <RecordContextProvider value={record}>
        <AddressDisplay field={address} schema={sites} source={address.source} />
        <LocaleTextDisplay field={localeText} schema={studies} source={localeText.source} />
      </RecordContextProvider>,
    );
    expect(screen.getAllByText('Flat 1')).toHaveLength(2);
    expect(screen.getAllByText('Singapore')).toHaveLength(2);
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/same key/);
    const text = [...container.querySelectorAll('p, span')].find((n) => n.textContent?.includes('Line one'));
    expect(text && getComputedStyle(text).whiteSpace).toBe('pre-wrap');
  });
});
