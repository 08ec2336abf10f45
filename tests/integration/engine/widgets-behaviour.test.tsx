import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { entities } from '@/app/registry';
import { createDataProvider } from '@/data';
import { controls } from '@/mocks/node';
import { labelPattern } from './cases';
import { firstRecord, renderAdmin, signInSuperuser } from './render-admin';

/** What a datetime-local input shows for an instant: local wall-clock time to the minute. */
function wallClock(iso: string): string {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${String(d.getFullYear())}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** The same wall-clock time one minute later or earlier: what retyping a minute goes through. */
function otherMinute(local: string): string {
  return local.endsWith('9') ? `${local.slice(0, -1)}8` : `${local.slice(0, -1)}9`;
}

describe('a date-time the user does not change stays as the server sent it', () => {
  async function openCallLog() {
    const dataProvider = createDataProvider(entities);
    const update = vi.spyOn(dataProvider, 'update');
    const record = await firstRecord(dataProvider, 'call-logs');
    const stored = String(record.called_at);
    // The mock, like the server, keeps seconds and milliseconds the minute-precise input cannot show.
    expect(stored).not.toBe(new Date(wallClock(stored)).toISOString());
    const utils = renderAdmin(`/call-logs/${String(record.id)}`, { dataProvider });
    await screen.findByLabelText(labelPattern('Called at'));
    const input = utils.container.querySelector<HTMLInputElement>('input[name="called_at"]');
    if (!input) throw new Error('no called_at input');
    expect(input).toHaveValue(wallClock(stored));
    return { ...utils, id: String(record.id), input, stored, update };
  }

  it('leaves the form pristine after focusing, retyping the same time and leaving', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { input, stored, location, id } = await openCallLog();
    // The browser sends an input event for each typed digit of a segment: "30" goes 3 → 03 → 30.
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: otherMinute(wallClock(stored)) } });
    fireEvent.change(input, { target: { value: wallClock(stored) } });
    fireEvent.blur(input);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
    // Nothing to lose: leaving does not ask.
    await userEvent.click(screen.getByRole('link', { name: 'Show' }));
    await waitFor(() => expect(location.pathname).toBe(`/call-logs/${id}/show`));
    expect(confirm).not.toHaveBeenCalled();
  });

  it('saves the untouched date-time exactly as it was when another field changes', async () => {
    const { input, stored, update, location, id } = await openCallLog();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: otherMinute(wallClock(stored)) } });
    fireEvent.change(input, { target: { value: wallClock(stored) } });
    fireEvent.blur(input);
    await userEvent.type(screen.getByLabelText(labelPattern('Duration (seconds)')), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location.pathname).toBe(`/call-logs/${id}/show`));
    expect(update.mock.calls[0]?.[1].data).toMatchObject({ called_at: stored });
  });

  it('still saves a changed date-time as the UTC instant chosen', async () => {
    const { input, stored, update, location, id } = await openCallLog();
    const chosen = otherMinute(wallClock(stored));
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: chosen } });
    fireEvent.blur(input);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location.pathname).toBe(`/call-logs/${id}/show`));
    expect(update.mock.calls[0]?.[1].data).toMatchObject({ called_at: new Date(chosen).toISOString() });
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
