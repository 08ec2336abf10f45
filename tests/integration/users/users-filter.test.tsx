import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { rows } from '@/mocks/db';
import type { Row } from '@/mocks/lib/respond';
import { server } from '@/mocks/node';
import { addRow, choose, conditionRows, shown, typeValue } from '../../support/query-builder-ui';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';

const WAIT = { timeout: 20_000 };
const pager = () => document.querySelector('.MuiTablePagination-displayedRows')?.textContent ?? '';
const n = (count: number) => count.toLocaleString('en-GB');
const matching = (test: (u: Row) => boolean) => rows('users').filter(test).length;

/** Everything the browser keeps for this origin: the address and both storages. */
function kept(location: string): string {
  const dump = (s: Storage) => Object.keys(s).map((k) => `${k}=${s.getItem(k) ?? ''}`);
  return [location, ...dump(localStorage), ...dump(sessionStorage)].join('\n');
}

async function addCondition(field: string, value: string): Promise<void> {
  const row = await addRow();
  await choose(row, 'Field', field);
  if (field === 'Email validated') await choose(row, 'Value', value);
  else typeValue(row, value);
}

// The least privileged account that may filter users and keep segments (users, templates).
beforeEach(() => signInAs(ACCOUNTS.staff));
afterEach(() => server.resetHandlers());

// MUI's lists open and close through the DOM in jsdom, slower than native selects on a busy machine.
describe('the users list: a filter builder above it', { timeout: 150_000 }, () => {
  it('counts, applies, saves and loads a query, and keeps it out of the address and storage', async () => {
    const user = userEvent.setup();
    const { location } = renderApp('/users');
    await waitFor(() => expect(pager()).toBe('1-25 of 10,000'), WAIT);
    await user.click(screen.getByRole('button', { name: 'Filter builder' }));
    // The builder's code loads when the panel first opens.
    await screen.findByRole('button', { name: 'Add condition' }, WAIT);

    await addCondition('Registration source', 'ios');
    await addCondition('Email validated', 'Yes');
    const query = {
      where: {
        combinator: 'and',
        rules: [
          { field: 'registration_source', op: 'contains', value: 'ios' },
          { field: 'email_validated', op: 'eq', value: true },
        ],
      },
    };
    const total = matching(
      (u) => String(u.registration_source).includes('ios') && u.email_validated === true,
    );
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
    expect(everywhere).not.toMatch(/"where"|"field":|"registration_source":|\bios\b|email_validated":true/);

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(pager()).toBe('1-25 of 10,000'), WAIT);
    expect(conditionRows()).toHaveLength(0);

    // A segment saved in the older plain shape loads as rows.
    await choose(document.body, 'Load segment', 'Android app users');
    const segment = rows('segments').find((s) => s.name === 'Android app users')!;
    expect(segment.query).toEqual({ registration_source: 'android' });
    const loaded = matching((u) => String(u.registration_source).includes('android'));
    await waitFor(() => expect(pager()).toBe(`1-25 of ${n(loaded)}`), WAIT);
    expect(conditionRows().map((r) => shown(r, 'Field'))).toEqual(['Registration source']);
    expect(within(conditionRows()[0]!).getByRole('textbox', { name: 'Value' })).toHaveValue('android');
    expect(kept(location())).not.toMatch(/\bandroid\b/);
  });

  it("filters on a participant's custom property, counted as the server counts it", async () => {
    const user = userEvent.setup();
    renderApp('/users');
    await waitFor(() => expect(pager()).toBe('1-25 of 10,000'), WAIT);
    await user.click(screen.getByRole('button', { name: 'Filter builder' }));
    // The builder's code loads when the panel first opens.
    await screen.findByRole('button', { name: 'Add condition' }, WAIT);
    const row = await addRow();
    await choose(row, 'Field', 'Custom property: Uses a wearable device');
    expect(shown(row, 'Value')).toBe('Yes');
    const wearing = rows('users').filter(
      (u) => (u.custom_properties as Record<string, unknown> | null)?.wearable_device === true,
    ).length;
    expect(wearing).toBeGreaterThan(0);
    expect(await screen.findByText(`${n(wearing)} matching users`, {}, WAIT)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Apply to the list' }));
    await waitFor(() => expect(pager()).toBe(`1-25 of ${n(wearing)}`), WAIT);
  });
});
