import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNTS, mainMenu, renderApp, signInAs } from './render-app';

describe('guard auth: needs a valid token and the device cookie', () => {
  it('sends a signed-out visit to /login with the target as redirect', async () => {
    const { location } = renderApp('/users');
    await waitFor(() => expect(location()).toBe('/login?redirect=%2Fusers'), { timeout: 5000 });
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
  });

  it('keeps the target query on the login URL', async () => {
    const { location } = renderApp('/studies?type=external');
    await waitFor(() => expect(location()).toBe('/login?type=external&redirect=%2Fstudies'), {
      timeout: 5000,
    });
  });

  it('renders nothing of the console while the check runs', async () => {
    renderApp('/users');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    await screen.findByLabelText('Email');
  });
});

describe('guard guest: signed-in users are sent to /', () => {
  it.each([
    '/login',
    '/forgot-password',
    '/resetpass/demo-reset',
    '/complete-registration/demo-registration',
  ])('%s while signed in goes to /', async (path) => {
    signInAs(ACCOUNTS.super);
    const { location } = renderApp(path);
    await waitFor(() => expect(location()).toBe('/'), { timeout: 5000 });
    expect(await mainMenu()).toBeInTheDocument();
  });
});

describe('guard deviceCode: only when arriving from /login', () => {
  it('turns a direct visit to /device-code away', async () => {
    const { location } = renderApp('/device-code');
    await waitFor(() => expect(location()).toMatch(/^\/login/), { timeout: 5000 });
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
  });
});

describe('guard aula: accepted_admin_terms_at is required', () => {
  it('sends a user who has not accepted the terms to the licence agreement; accepting opens the page they asked for', async () => {
    signInAs(ACCOUNTS.newstaff);
    const { location } = renderApp('/users?perPage=50');
    await waitFor(() => expect(location()).toBe('/apula/accept-license-agreement'), { timeout: 5000 });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(location()).toBe('/users?perPage=50'), { timeout: 5000 });
    expect(await mainMenu()).toBeInTheDocument();
  });

  it('opens home after accepting when the licence page was opened directly', async () => {
    signInAs(ACCOUNTS.newstaff);
    const { location } = renderApp('/apula/accept-license-agreement');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Accept' }, { timeout: 5000 }));
    await waitFor(() => expect(location()).toBe('/'), { timeout: 5000 });
    expect(await mainMenu()).toBeInTheDocument();
  });

  it('lets a user who accepted the terms through', async () => {
    // Kits and orders: the account's permissions open KitLink (spec §6).
    signInAs(ACCOUNTS.device);
    const { location } = renderApp('/kitlink/order/42');
    expect(
      await screen.findByRole('heading', { name: /^Order /, level: 1 }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(location()).toBe('/kitlink/order/42');
  });
});

describe('public and signed-in-only authentication pages', () => {
  it('/apula/platform-user-license-agreement is public', async () => {
    const { location } = renderApp('/apula/platform-user-license-agreement');
    expect(
      await screen.findByRole('heading', { name: 'Platform user licence agreement' }),
    ).toBeInTheDocument();
    expect(location()).toBe('/apula/platform-user-license-agreement');
  });

  it('/apula/accept-license-agreement requires a signed-in user', async () => {
    const { location } = renderApp('/apula/accept-license-agreement');
    await waitFor(() => expect(location()).toBe('/login?redirect=%2Fapula%2Faccept-license-agreement'), {
      timeout: 5000,
    });
  });
});

describe('spec §6 for typed URLs: a page of a menu area needs the permissions of its menu entry', () => {
  const DENIED = 'You do not have access to this page';

  it.each([
    [ACCOUNTS.staff, '/impersonate'],
    [ACCOUNTS.staff, '/kitlink/order/1'],
    [ACCOUNTS.staff, '/labs/system-settings'],
    [ACCOUNTS.external, '/emails/setup'],
    [ACCOUNTS.external, '/sites/1/referrals'],
    [ACCOUNTS.external, '/users/1/call/1'],
    [ACCOUNTS.device, '/study/1'],
  ])('%s is refused %s', async (email, path) => {
    signInAs(email);
    const { location } = renderApp(path);
    expect(await screen.findByRole('heading', { name: DENIED }, { timeout: 5000 })).toBeInTheDocument();
    expect(location()).toBe(path);
  });

  it.each([
    [ACCOUNTS.super, '/emails/setup', /^Email set-up$/],
    [ACCOUNTS.super, '/studies/1/reports', /: Reports$/],
  ])(
    '%s may open %s',
    async (email, path, shown) => {
      signInAs(email);
      renderApp(path);
      // A whole screen behind a full app start: room for a loaded two-core machine.
      expect((await screen.findAllByText(shown, {}, { timeout: 20_000 }))[0]).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: DENIED })).not.toBeInTheDocument();
    },
    40_000,
  );
});
