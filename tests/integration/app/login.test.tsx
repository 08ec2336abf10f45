import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNTS, PASSWORD, mainMenu, renderApp } from './render-app';

async function fillLogin(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('/login: Email, Password, "Sign in"', () => {
  it('signs a demo account in and lands on home, greeting the user with the mock marker shown', async () => {
    const { location } = renderApp('/login');
    await fillLogin(ACCOUNTS.super, PASSWORD);
    // Home is its own chunk: the first load transforms it, slow on a busy machine.
    expect(await screen.findByRole('heading', { name: /^Hello, / }, { timeout: 15_000 })).toBeInTheDocument();
    expect(location()).toBe('/');
    expect(await mainMenu()).toBeInTheDocument();
    expect(screen.getAllByText('Mock data').length).toBeGreaterThan(0);
  });

  it('says why a wrong password fails and keeps what the user typed', async () => {
    const { location } = renderApp('/login');
    await fillLogin(ACCOUNTS.staff, 'not-the-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByLabelText('Email')).toHaveValue(ACCOUNTS.staff);
    expect(screen.getByLabelText('Password')).toHaveValue('not-the-password');
    expect(location()).toBe('/login');
  });

  it('checks the fields with the generic messages before calling the server', async () => {
    renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email must be a valid email')).toBeInTheDocument();
    expect(screen.getByText('Password is a required field')).toBeInTheDocument();
  });

  it('shows a message when sessionExpired=true', async () => {
    renderApp('/login?redirect=%2Fsites&sessionExpired=true');
    expect(await screen.findByText('Your session has expired. Please sign in again.')).toBeInTheDocument();
  });

  it('returns to the redirect target after sign-in, with the query the guard carried over', async () => {
    const { location } = renderApp('/login?type=external&redirect=%2Fstudies');
    await fillLogin(ACCOUNTS.super, PASSWORD);
    await waitFor(() => expect(location()).toBe('/studies?type=external'), { timeout: 5000 });
  });

  it.each(['https://example.org/phish', '//example.org/phish', '/\\example.org'])(
    'accepts only same-origin relative redirect targets (%s goes home)',
    async (target) => {
      const { location } = renderApp(`/login?redirect=${encodeURIComponent(target)}`);
      await fillLogin(ACCOUNTS.super, PASSWORD);
      await waitFor(() => expect(location()).toBe('/'), { timeout: 5000 });
    },
  );
});

describe('new device: /login hands over to /device-code', () => {
  it('asks for the verification code, refuses a wrong one on the field, then signs in', async () => {
    const { location } = renderApp('/login?redirect=%2Fkit-list');
    const user = await fillLogin(ACCOUNTS.device, PASSWORD);
    const code = await screen.findByLabelText('Verification code', {}, { timeout: 5000 });
    expect(location()).toBe('/device-code?redirect=%2Fkit-list');

    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Invalid code')).toBeInTheDocument();
    expect(location()).toMatch(/^\/device-code/);
    // The field says what is wrong; no generic "form is not valid" toast on top of it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText('The form is not valid. Please check for errors')).toBeNull();

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(location()).toBe('/kit-list'), { timeout: 5000 });
    const menu = await mainMenu();
    expect(within(menu).getByRole('link', { name: 'Kits' })).toHaveAttribute('aria-current', 'page');
  });
});
