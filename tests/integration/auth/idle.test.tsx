import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDLE_WARNING_MS, idleTimeoutMs } from '@/auth';
import { sessionNavigation } from '@/app/session/reload';
import { controls } from '@/mocks/node';
import { ACCOUNTS, PASSWORD, renderApp, signInAs } from '../app/render-app';
import { pageNameField, passwordIn, recordRequests, signInDialog, storageHolds } from './session-support';

const TIMEOUT = idleTimeoutMs();
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const warning = () => screen.queryByRole('dialog', { name: 'Are you still there?' });

/** The site edit form, signed in, with " (idle)" typed into Name; the clock is fake from here on. */
async function typeIntoForm() {
  // The fake clock moves on only when told; real time still lets requests and renders finish.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  // Tokens outlive the idle timeout here, so only the idle clock ends the session.
  controls.setTokenLifetime(3 * 3600);
  signInAs(ACCOUNTS.super);
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const view = renderApp('/sites/3');
  const name = await screen.findByLabelText(/^Name/, {}, { timeout: 5000 });
  await user.type(name, ' (idle)');
  return { ...view, user, typed: (name as HTMLInputElement).value };
}

describe('idle sign-out', () => {
  it('is 15 minutes by default, with the warning a minute before', () => {
    expect(TIMEOUT).toBe(15 * 60_000);
    expect(IDLE_WARNING_MS).toBe(60_000);
  });

  it('warns a minute before the timeout, with a countdown, and "Stay signed in" starts the clock again', async () => {
    const { user } = await typeIntoForm();
    await advance(TIMEOUT - IDLE_WARNING_MS - 2000);
    expect(warning()).toBeNull();
    await advance(2000);
    const dialog = await screen.findByRole('dialog', { name: 'Are you still there?' });
    expect(within(dialog).getByRole('timer')).toHaveTextContent('Signing out in 1:00');
    await advance(1000);
    expect(within(dialog).getByRole('timer')).toHaveTextContent('Signing out in 0:59');
    // The dialog takes the focus, on its safe choice.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Stay signed in' })).toHaveFocus());

    await user.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(warning()).toBeNull());
    await advance(TIMEOUT - IDLE_WARNING_MS - 1000);
    expect(warning()).toBeNull();
    await advance(1000);
    expect(await screen.findByRole('dialog', { name: 'Are you still there?' })).toBeInTheDocument();
  });

  it('counts typing on the page as activity', async () => {
    const { user } = await typeIntoForm();
    await advance(10 * 60_000);
    await user.keyboard('x');
    await advance(TIMEOUT - IDLE_WARNING_MS - 1000);
    expect(warning()).toBeNull();
  });

  it('at the timeout signs out on the server and asks for sign-in over the kept page; the form then saves', async () => {
    const requests = recordRequests();
    const { user, typed, location } = await typeIntoForm();
    await advance(TIMEOUT);
    const dialog = await signInDialog();
    expect(warning()).toBeNull();
    await waitFor(() => expect(requests).toContain('POST /api/auth/logout'));
    expect(dialog).toHaveTextContent('You were signed out after 15 minutes without activity.');
    const email = within(dialog).getByLabelText(/^Email/);
    expect(email).toHaveValue(ACCOUNTS.super);
    expect(email).toHaveAttribute('readonly');
    await waitFor(() => expect(passwordIn(dialog)).toHaveFocus());
    // The page is still there, under the dialog, with what was typed.
    expect(location()).toBe('/sites/3');
    expect(pageNameField()).toHaveValue(typed);

    await user.type(passwordIn(dialog), PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText(/^Name/)).toHaveValue(typed);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests).toContain('PUT /api/sites/3'));
    expect(storageHolds(' (idle)')).toBe(false);
    expect(storageHolds(PASSWORD)).toBe(false);
  });

  it('when someone else signs in, loads the home page afresh instead of showing the kept page', async () => {
    const reload = vi.spyOn(sessionNavigation, 'reloadHome').mockImplementation(() => undefined);
    const { user } = await typeIntoForm();
    await advance(TIMEOUT);
    const dialog = await signInDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Sign in as someone else' }));
    const email = within(dialog).getByLabelText(/^Email/);
    expect(email).toHaveFocus();
    expect(email).not.toHaveAttribute('readonly');
    await user.type(email, ACCOUNTS.staff);
    await user.type(passwordIn(dialog), PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    // Until the new page loads, the old one stays covered.
    expect(screen.getByRole('dialog')).toHaveTextContent('Opening the home page…');
  });
});
