import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endIdleSession, getClaims, setToken } from '@/auth';
import { controls, tokenFor } from '@/mocks/node';
import { ACCOUNTS, mainMenu, PASSWORD, renderApp, signInAs } from '../app/render-app';
import { pageNameField, passwordIn, recordRequests, signInDialog, storageHolds } from './session-support';

const DEVICE_CODE = '123456';

/** An edit form with " (renamed)" typed into Name, then the token runs out and cannot be renewed. */
async function typeThenLoseSession() {
  const email = ACCOUNTS.super;
  signInAs(email);
  const view = renderApp('/sites/3');
  const name = await screen.findByLabelText(/^Name/, {}, { timeout: 5000 });
  await userEvent.type(name, ' (renamed)');
  controls.setTokenLifetime(0);
  setToken(tokenFor(email));
  controls.forceStatus({ method: 'GET', path: '/api/x/token-refresh', status: 401, times: 10 });
  return { ...view, name, typed: (name as HTMLInputElement).value };
}

describe('an expired session that refresh cannot renew', () => {
  it('keeps the page, asks for sign-in in place, and the same save then goes through', async () => {
    const requests = recordRequests();
    const { location, typed, name } = await typeThenLoseSession();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await signInDialog();
    expect(dialog).toHaveTextContent('Your session has expired.');
    expect(within(dialog).getByLabelText(/^Email/)).toHaveValue(ACCOUNTS.super);
    // Nothing was sent without a token, and the page did not move.
    expect(requests.filter((r) => r.startsWith('PUT'))).toEqual([]);
    expect(location()).toBe('/sites/3');
    expect(pageNameField()).toHaveValue(typed);

    controls.reset();
    await userEvent.type(passwordIn(dialog), PASSWORD);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(name).toHaveValue(typed);
    // Focus is back where the user was: on Save.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests).toContain('PUT /api/sites/3'));
    expect(storageHolds(' (renamed)')).toBe(false);
  });

  it('says why a password is refused, and keeps asking', async () => {
    const { typed } = await typeThenLoseSession();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await signInDialog();
    controls.reset();
    await userEvent.type(passwordIn(dialog), 'not-the-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await within(dialog).findByRole('alert')).not.toHaveTextContent(/^$/);
    expect(screen.getByRole('dialog', { name: 'Sign in to continue' })).toBeInTheDocument();
    expect(pageNameField()).toHaveValue(typed);
  });

  it('asks for the device code when the account needs one, then carries on', async () => {
    signInAs(ACCOUNTS.device);
    renderApp('/');
    await mainMenu();
    await act(() => endIdleSession());
    const dialog = await signInDialog();
    await userEvent.type(passwordIn(dialog), PASSWORD);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    const code = await within(dialog).findByLabelText(/^Verification code/);
    await waitFor(() => expect(code).toHaveFocus());
    await userEvent.type(code, DEVICE_CODE);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(getClaims()?.user_email).toBe(ACCOUNTS.device);
  });
});
