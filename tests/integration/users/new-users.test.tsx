import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { find, rows } from '@/mocks/db';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';

const WAIT = { timeout: 20_000 };

beforeEach(() => signInAs(ACCOUNTS.super));

describe('new participant (POST /admin/users)', () => {
  it("shows the spec's messages, then the server's field error on its field, then opens the new user", async () => {
    const user = userEvent.setup();
    const { location } = renderApp('/users/create');
    const form = await screen.findByRole('form', { name: 'New participant' }, WAIT);
    await user.click(within(form).getByRole('button', { name: 'Create participant' }));
    expect(within(form).getByText('Email is a required field')).toBeVisible();
    expect(within(form).getByText('Full name is a required field')).toBeVisible();
    const email = within(form).getByRole('textbox', { name: /^Email/ });
    await user.type(email, 'nope');
    expect(within(form).getByText('Email must be a valid email')).toBeVisible();
    await user.clear(email);
    await user.type(email, String(find('users', 300)!.email));
    await user.type(within(form).getByRole('textbox', { name: /^Full name/ }), 'Priya Patel');
    await user.click(within(form).getByRole('button', { name: 'Create participant' }));
    expect(await within(form).findByText('A record with this email already exists', {}, WAIT)).toBeVisible();
    expect(email).toHaveValue(String(find('users', 300)!.email));
    await user.clear(email);
    await user.type(email, 'priya.patel@example.org');
    await user.click(within(form).getByRole('button', { name: 'Create participant' }));
    await waitFor(() => expect(location()).toMatch(/^\/users\/\d+$/), WAIT);
    expect(rows('users').at(-1)).toMatchObject({ email: 'priya.patel@example.org', fullname: 'Priya Patel' });
  }, 60_000);
});

describe('new staff member (POST /admin/admin-users): roles, partner, site', () => {
  it('requires a role, and puts the server field errors on their fields', async () => {
    const user = userEvent.setup();
    renderApp('/users/create?kind=staff');
    const form = await screen.findByRole('form', { name: 'New staff member' }, WAIT);
    await user.type(within(form).getByRole('textbox', { name: /^Email/ }), 'staff@research.test');
    await user.type(within(form).getByRole('textbox', { name: /^Full name/ }), 'Sam Second');
    await user.click(within(form).getByRole('button', { name: 'Create staff member' }));
    expect(within(form).getByText('Roles is a required field')).toBeVisible();
    await user.click(within(form).getByRole('combobox', { name: /^Roles/ }));
    const listbox = await screen.findByRole('listbox', {}, WAIT);
    await user.click(within(listbox).getAllByRole('option')[0]!);
    await user.keyboard('{Escape}');
    await user.click(within(form).getByRole('checkbox', { name: 'Site user' }));
    await user.click(within(form).getByRole('button', { name: 'Create staff member' }));
    expect(await within(form).findByText('A record with this email already exists', {}, WAIT)).toBeVisible();
  }, 60_000);
});
