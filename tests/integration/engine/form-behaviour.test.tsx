import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { entities } from '@/app/registry';
import { createDataProvider } from '@/data';
import { controls } from '@/mocks/node';
import { labelPattern } from './cases';
import { dateGroup, shownDate, typeDate } from './date-fields';
import { firstRecord, renderAdmin, signInSuperuser } from './render-admin';
import { giveReason } from '../../support/reason';

async function firstSiteId(): Promise<string> {
  return String((await firstRecord(createDataProvider(entities), 'sites')).id);
}

describe('json fields are edited as text, validated as JSON and never lost when invalid', () => {
  it('keeps invalid JSON as typed and refuses to save it', async () => {
    const { location } = renderAdmin('/cohorts/create');
    await userEvent.type(await screen.findByLabelText(labelPattern('Name')), 'Night owls');
    const query = screen.getByLabelText(labelPattern('Query'));
    await userEvent.type(query, '{{"age": ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid JSON: the text is kept until it parses')).toBeInTheDocument();
    expect(query).toHaveValue('{"age": ');
    expect(location.pathname).toBe('/cohorts/create');
  });

  it('saves valid JSON as data, not text', async () => {
    const dataProvider = createDataProvider(entities);
    const create = vi.spyOn(dataProvider, 'create');
    const { location } = renderAdmin('/cohorts/create', { dataProvider });
    await userEvent.type(await screen.findByLabelText(labelPattern('Name')), 'Early birds');
    await userEvent.type(screen.getByLabelText(labelPattern('Query')), '{{"age": 30}');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location.pathname).toMatch(/^\/cohorts\/[^/]+\/show$/));
    expect(create.mock.calls[0]?.[1].data).toMatchObject({ name: 'Early birds', query: { age: 30 } });
  });
});

describe('saves are pessimistic; a failed save keeps every typed value; 409 errors land on their fields', () => {
  it('shows the server field error under its input and keeps the form', async () => {
    const id = await firstSiteId();
    controls.forceStatus({
      method: 'PUT',
      path: '/api/sites/',
      status: 409,
      times: 1,
      body: { message: 'Conflict', errors: { identifier: 'Identifier is already used by another site' } },
    });
    const { location } = renderAdmin(`/sites/${id}`);
    const name = await screen.findByLabelText(labelPattern('Name'));
    await userEvent.clear(name);
    await userEvent.type(name, 'Harrogate Clinic');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Identifier is already used by another site')).toBeInTheDocument();
    expect(name).toHaveValue('Harrogate Clinic');
    expect(location.pathname).toBe(`/sites/${id}`);
    // Focus goes to the field in error, not left on Save.
    const identifier = screen.getByLabelText(labelPattern('Identifier'));
    await waitFor(() => expect(identifier).toHaveFocus());
  });

  it('moves focus to a date field the server refused, into its first section', async () => {
    const dataProvider = createDataProvider(entities);
    const id = String((await firstRecord(dataProvider, 'studies')).id);
    controls.forceStatus({
      method: 'PUT',
      path: '/api/studies/',
      status: 422,
      times: 1,
      body: { message: 'Unprocessable', errors: { start: 'Start date is outside the recruitment window' } },
    });
    renderAdmin(`/studies/${id}`, { dataProvider });
    await userEvent.type(await screen.findByLabelText(labelPattern('Title')), ' (revised)');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Start date is outside the recruitment window')).toBeInTheDocument();
    const start = await dateGroup('Start date');
    await waitFor(() => expect(start.contains(document.activeElement)).toBe(true));
  }, 30_000);

  it('shows an error for a field the form lacks as a toast, and the next Save is sent', async () => {
    const dataProvider = createDataProvider(entities);
    const update = vi.spyOn(dataProvider, 'update');
    const id = await firstSiteId();
    controls.forceStatus({
      method: 'PUT',
      path: '/api/sites/',
      status: 422,
      times: 1,
      body: { message: 'Unprocessable', errors: { region_code: 'Region code is not known' } },
    });
    const { location } = renderAdmin(`/sites/${id}`, { dataProvider });
    const name = await screen.findByLabelText(labelPattern('Name'));
    await userEvent.type(name, ' North');
    const save = screen.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    // (This harness shows react-admin's own one-at-a-time notices: the save's failure comes first.)
    expect(await screen.findByText('Region code is not known', {}, { timeout: 10_000 })).toBeInTheDocument();
    // Nothing in error on the form: focus returns to Save rather than the page.
    await waitFor(() => expect(save).toHaveFocus());
    await userEvent.click(save);
    await waitFor(() => expect(update).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(location.pathname).toBe(`/sites/${id}/show`));
  }, 30_000);

  it('shows the generic messages on the client before any request', async () => {
    const dataProvider = createDataProvider(entities);
    const update = vi.spyOn(dataProvider, 'update');
    const id = await firstSiteId();
    renderAdmin(`/sites/${id}`, { dataProvider });
    const name = await screen.findByLabelText(labelPattern('Name'));
    await userEvent.clear(name);
    await userEvent.type(name, 'X');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });
});

describe('required fields are marked before anything is typed', () => {
  it('labels a required input with an asterisk, and an optional one without', async () => {
    renderAdmin('/sites/create');
    expect(await screen.findByLabelText('Name *')).toBeInTheDocument();
    expect(screen.getByLabelText('Identifier *')).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toBeInTheDocument();
    expect(screen.queryByLabelText('City *')).not.toBeInTheDocument();
  });
});

describe('rules between fields', () => {
  it('refuses a study end before its start and an amount with three decimals, keeping both', async () => {
    const dataProvider = createDataProvider(entities);
    const update = vi.spyOn(dataProvider, 'update');
    const id = String((await firstRecord(dataProvider, 'studies')).id);
    const user = userEvent.setup();
    const { container, location } = renderAdmin(`/studies/${id}`, { dataProvider });
    await dateGroup('Start date');
    const input = (name: string) => {
      const found = container.querySelector<HTMLInputElement>(`input[name="${name}"]`);
      if (!found) throw new Error(`no ${name} input`);
      return found;
    };
    await typeDate(user, 'Start date', '10/05/2026');
    const end = await typeDate(user, 'End date', '09/05/2026');
    const revenue = input('partner_revenue');
    fireEvent.change(revenue, { target: { value: '12.345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('End date must not be before Start date')).toBeInTheDocument();
    expect(screen.getByText('Partner revenue must have at most 2 decimal places')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
    expect(shownDate(end)).toBe('9 May 2026');
    expect(revenue).toHaveValue(12.345);
    expect(location.pathname).toBe(`/studies/${id}`);
  }, 40_000);
});

describe('unsaved changes warn before leaving', () => {
  it('asks before leaving an edited form, and stays when the user cancels', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const id = await firstSiteId();
    const { location } = renderAdmin(`/sites/${id}`);
    await userEvent.type(await screen.findByLabelText(labelPattern('Name')), ' North');
    await userEvent.click(screen.getByRole('link', { name: 'Show' }));
    await waitFor(() => expect(confirm).toHaveBeenCalled());
    expect(location.pathname).toBe(`/sites/${id}`);
  });

  it('does not ask when the record itself was deleted from the edited form', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    signInSuperuser();
    const dataProvider = createDataProvider(entities);
    const { data } = await dataProvider.create('sites', {
      data: { name: 'Deleted While Edited', identifier: 'DWE-1', country: 'GB' },
    });
    const { location } = renderAdmin(`/sites/${String(data.id)}`, { dataProvider });
    await userEvent.type(await screen.findByLabelText(labelPattern('Name')), ' North');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await giveReason(userEvent.setup(), 'Correcting an error');
    await waitFor(() => expect(location.pathname).toBe('/sites'));
    expect(confirm).not.toHaveBeenCalled();
  });
});

describe('what the user typed is what is saved', () => {
  it('saves a date-time as the instant the user chose, in UTC, not as zone-less wall-clock text', async () => {
    const dataProvider = createDataProvider(entities);
    const update = vi.spyOn(dataProvider, 'update');
    const id = String((await firstRecord(dataProvider, 'call-logs')).id);
    const { location } = renderAdmin(`/call-logs/${id}`, { dataProvider });
    await typeDate(userEvent.setup(), 'Called at', '10/01/2026 10:30');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location.pathname).toBe(`/call-logs/${id}/show`));
    expect(update.mock.calls[0]?.[1].data).toMatchObject({
      called_at: new Date(2026, 0, 10, 10, 30).toISOString(),
    });
  });

  it('adds a tag still being typed when Save is clicked instead of dropping it', async () => {
    const dataProvider = createDataProvider(entities);
    const update = vi.spyOn(dataProvider, 'update');
    const study = await firstRecord(dataProvider, 'studies');
    const before = Array.isArray(study.tags) ? study.tags.map(String) : [];
    const { location } = renderAdmin(`/studies/${String(study.id)}`, { dataProvider });
    await userEvent.type(await screen.findByLabelText(labelPattern('Title')), ' (phase 2)');
    await userEvent.type(screen.getByLabelText(labelPattern('Tags')), 'pending-tag');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location.pathname).toBe(`/studies/${String(study.id)}/show`));
    expect(update.mock.calls[0]?.[1].data).toMatchObject({ tags: [...before, 'pending-tag'] });
  });

  it('leaves validation to the schema: the form does not let the browser block the submit', async () => {
    const id = await firstSiteId();
    const { container } = renderAdmin(`/sites/${id}`);
    await screen.findByLabelText(labelPattern('Name'));
    expect(container.querySelector('form')).toHaveProperty('noValidate', true);
  });
});

describe('a tag typed without Enter is saved with one click on Save', () => {
  it('offers Save for the typed text and saves it as a tag', async () => {
    const dataProvider = createDataProvider(entities);
    const update = vi.spyOn(dataProvider, 'update');
    const trigger = await firstRecord(dataProvider, 'triggers');
    renderAdmin(`/triggers/${String(trigger.id)}`, { dataProvider });
    const tags = await screen.findByLabelText(labelPattern('Stage support'));
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await userEvent.type(tags, 'screening');
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    const before = Array.isArray(trigger.stage_support) ? trigger.stage_support : [];
    expect(update.mock.calls[0]?.[1].data.stage_support).toEqual([...before, 'screening']);
  });
});
