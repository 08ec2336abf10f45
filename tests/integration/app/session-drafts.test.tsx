import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { controls } from '@/mocks/node';
import { ACCOUNTS, PASSWORD, renderApp, signInAs } from './render-app';

async function signInAgain(email: string) {
  controls.reset();
  await userEvent.type(await screen.findByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), PASSWORD);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

// A session that runs out while a page is open is signed in again over the page, which keeps what
// was typed: tests/integration/auth/expired-session.test.tsx.

describe('a save the server refuses with a 401 for a valid token', () => {
  it('goes to the home page as the spec says, and the form gives the typed text back when reopened', async () => {
    signInAs(ACCOUNTS.super);
    const { location, router } = renderApp('/sites/3');
    const name = await screen.findByLabelText(/^Name/, {}, { timeout: 5000 });
    await userEvent.type(name, ' (renamed)');
    const typed = (name as HTMLInputElement).value;
    controls.forceStatus({ method: 'PUT', path: '/api/sites/3', status: 401, times: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(await screen.findByText(/^Authorization error\./)).toBeInTheDocument();
    await router.navigate('/sites/3');
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue(typed), { timeout: 5000 });
  });
});

describe('signing out on purpose from a changed form', () => {
  it('forgets what was typed: signing in again opens the record as it is', async () => {
    signInAs(ACCOUNTS.super);
    const { location, router } = renderApp('/sites/3');
    const name = await screen.findByLabelText(/^Name/, {}, { timeout: 5000 });
    const original = (name as HTMLInputElement).value;
    await userEvent.type(name, ' (renamed)');
    await userEvent.click(screen.getByRole('button', { name: 'Profile' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(location()).toMatch(/^\/login/), { timeout: 5000 });
    await signInAgain(ACCOUNTS.super);
    await waitFor(() => expect(location()).not.toMatch(/^\/login/), { timeout: 5000 });
    await router.navigate('/sites/3');
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue(original), { timeout: 5000 });
    expect(screen.queryByText('Your unsaved changes are back. Check them, then save.')).toBeNull();
  });
});
