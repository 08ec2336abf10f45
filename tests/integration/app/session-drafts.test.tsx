import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken } from '@/auth';
import { controls, server, tokenFor } from '@/mocks/node';
import { ACCOUNTS, PASSWORD, renderApp, signInAs } from './render-app';

/** Every PUT the mock backend receives. */
function recordPuts(): string[] {
  const puts: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'PUT') puts.push(new URL(request.url).pathname);
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return puts;
}

/** An edit form with " (renamed)" typed into Name, then the session runs out and cannot be renewed. */
async function typeThenLoseSession() {
  signInAs(ACCOUNTS.super);
  const view = renderApp('/sites/3');
  const name = await screen.findByLabelText(/^Name/, {}, { timeout: 5000 });
  const typed = `${(name as HTMLInputElement).value} (renamed)`;
  await userEvent.type(name, ' (renamed)');
  controls.setTokenLifetime(0);
  setToken(tokenFor(ACCOUNTS.super));
  controls.forceStatus({ method: 'GET', path: '/api/x/token-refresh', status: 401, times: 10 });
  return { ...view, typed };
}

async function signInAgain(email: string) {
  controls.reset();
  await userEvent.type(await screen.findByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), PASSWORD);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('a session that runs out during a save', () => {
  it('sends nothing without a token, asks to sign in as expired, then gives the typed text back', async () => {
    const puts = recordPuts();
    const { location, typed } = await typeThenLoseSession();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/login?redirect=%2Fsites%2F3&sessionExpired=true'));
    expect(puts).toEqual([]);
    expect(await screen.findByText(/session has expired/i)).toBeInTheDocument();

    await signInAgain(ACCOUNTS.super);
    await waitFor(() => expect(location()).toBe('/sites/3'), { timeout: 5000 });
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue(typed));
    expect(
      await screen.findByText('Your unsaved changes are back. Check them, then save.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toEqual(['/api/sites/3']));
  });

  it('gives nothing back to another user signing in on the same browser', async () => {
    const { location, typed } = await typeThenLoseSession();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toContain('sessionExpired=true'));
    await signInAgain(ACCOUNTS.staff);
    await waitFor(() => expect(location()).toBe('/sites/3'), { timeout: 5000 });
    const name = await screen.findByLabelText(/^Name/, {}, { timeout: 5000 });
    await waitFor(() => expect(name).toHaveValue(typed.replace(/ \(renamed\)$/, '')));
    expect(
      screen.queryByText('Your unsaved changes are back. Check them, then save.'),
    ).not.toBeInTheDocument();
  });
});

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
