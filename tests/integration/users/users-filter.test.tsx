import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { rows, schemaOf } from '@/mocks/db';
import { filterRows } from '@/mocks/lib/query';
import { server } from '@/mocks/node';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';

const WAIT = { timeout: 20_000 };
const pager = () => document.querySelector('.MuiTablePagination-displayedRows')?.textContent ?? '';
const n = (count: number) => count.toLocaleString('en-GB');
const matching = (query: Record<string, unknown>) =>
  filterRows(schemaOf('users'), rows('users'), query).length;

/** Everything the browser keeps for this origin: the address and both storages. */
function kept(location: string): string {
  const dump = (s: Storage) => Object.keys(s).map((k) => `${k}=${s.getItem(k) ?? ''}`);
  return [location, ...dump(localStorage), ...dump(sessionStorage)].join('\n');
}

async function addCondition(field: string, value: string): Promise<void> {
  const before = screen.queryAllByTitle('Field').length;
  fireEvent.click(screen.getByRole('button', { name: 'Add condition' }));
  await waitFor(() => expect(screen.queryAllByTitle('Field')).toHaveLength(before + 1));
  const condition = screen.getAllByTitle('Field').at(-1)!.closest('.rule') as HTMLElement;
  fireEvent.change(within(condition).getByTitle('Field'), { target: { value: field } });
  fireEvent.change(within(condition).getByTitle('Value'), { target: { value } });
}

beforeEach(() => signInAs(ACCOUNTS.super));
afterEach(() => server.resetHandlers());

describe('the users list: a filter builder above it', { timeout: 90_000 }, () => {
  it('counts, applies, saves and loads a query, and keeps it out of the address and storage', async () => {
    const user = userEvent.setup();
    const { location } = renderApp('/users');
    await waitFor(() => expect(pager()).toBe('1-25 of 10,000'), WAIT);
    await user.click(screen.getByRole('button', { name: 'Filter builder' }));
    // The builder's code loads when the panel first opens.
    await screen.findByRole('button', { name: 'Add condition' }, WAIT);

    await addCondition('registration_source', 'ios');
    await addCondition('email_validated', 'true');
    const query = { registration_source: 'ios', email_validated: true };
    const total = matching(query);
    expect(total).toBeGreaterThan(25);
    expect(total).toBeLessThan(10_000);
    expect(await screen.findByText(`${n(total)} matching users`, {}, WAIT)).toHaveAttribute('role', 'status');
    expect(pager()).toBe('1-25 of 10,000');

    await user.click(screen.getByRole('button', { name: 'Apply to the list' }));
    await waitFor(() => expect(pager()).toBe(`1-25 of ${n(total)}`), WAIT);
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(pager()).toBe(`26-50 of ${n(total)}`), WAIT);
    expect(screen.getByText('The list shows the users matching these conditions.')).toBeVisible();

    // A refused name is shown on its field; the name typed and the conditions stay.
    let refuse = true;
    server.use(
      http.post('/api/segments', () =>
        refuse
          ? ((refuse = false),
            HttpResponse.json(
              { message: 'The given data was invalid.', errors: { name: ['That name is already used.'] } },
              { status: 422 },
            ))
          : undefined,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save as segment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save as segment' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Validated iOS users');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'For the app survey');
    await user.click(within(dialog).getByRole('button', { name: 'Save segment' }));
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(name).toHaveAccessibleDescription('That name is already used.'), WAIT);
    expect(name).toHaveValue('Validated iOS users');
    await user.click(within(dialog).getByRole('button', { name: 'Save segment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    const saved = rows('segments').find((s) => s.name === 'Validated iOS users');
    expect(saved?.query).toEqual(query);
    expect(saved?.description).toBe('For the app survey');

    const everywhere = kept(location());
    expect(location()).toBe('/users');
    // Column choices name fields in local storage; no condition or value may join them.
    expect(everywhere).not.toMatch(/"registration_source":|\bios\b|email_validated":true/);

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(pager()).toBe('1-25 of 10,000'), WAIT);
    expect(screen.queryAllByTitle('Field')).toHaveLength(0);

    await user.click(screen.getByRole('combobox', { name: 'Load segment' }));
    await user.click(await screen.findByRole('option', { name: 'Android app users' }, WAIT));
    const segment = rows('segments').find((s) => s.name === 'Android app users')!;
    const loaded = matching(segment.query as Record<string, unknown>);
    await waitFor(() => expect(pager()).toBe(`1-25 of ${n(loaded)}`), WAIT);
    expect(screen.getAllByTitle('Field').map((f) => (f as HTMLSelectElement).value)).toEqual(
      expect.arrayContaining(Object.keys(segment.query as object)),
    );
    expect(kept(location())).not.toMatch(/\bandroid\b/);
  });

  it("filters on a participant's custom property, counted as the server counts it", async () => {
    const user = userEvent.setup();
    renderApp('/users');
    await waitFor(() => expect(pager()).toBe('1-25 of 10,000'), WAIT);
    await user.click(screen.getByRole('button', { name: 'Filter builder' }));
    // The builder's code loads when the panel first opens.
    await screen.findByRole('button', { name: 'Add condition' }, WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Add condition' }));
    const field = screen.getByTitle('Field');
    await within(field).findByRole('option', { name: 'Custom property: Uses a wearable device' }, WAIT);
    fireEvent.change(field, { target: { value: 'custom_properties.wearable_device' } });
    expect(screen.getByTitle('Value')).toHaveDisplayValue('Yes');
    const wearing = rows('users').filter(
      (u) => (u.custom_properties as Record<string, unknown> | null)?.wearable_device === true,
    ).length;
    expect(wearing).toBeGreaterThan(0);
    expect(await screen.findByText(`${n(wearing)} matching users`, {}, WAIT)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Apply to the list' }));
    await waitFor(() => expect(pager()).toBe(`1-25 of ${n(wearing)}`), WAIT);
  });
});
