import type { BrowserContext, Locator, Page, Request } from '@playwright/test';
import { expect } from '@playwright/test';
import type { MenuLabel } from '../fixtures/menu';

export const DEMO_PASSWORD = 'research-demo';
export const DEVICE_CODE = '123456';

export const accounts = {
  super: 'super@research.test',
  staff: 'staff@research.test',
  external: 'external@research.test',
  newstaff: 'newstaff@research.test',
  device: 'device@research.test',
  orders: 'orders@research.test',
  kits: 'kits@research.test',
  labs: 'labs@research.test',
  blog: 'blog@research.test',
  support: 'support@research.test',
  cohorts: 'cohorts@research.test',
} as const;

export type AccountName = keyof typeof accounts;

export { MENU_LABELS, type MenuLabel } from '../fixtures/menu';

/** Shape of `window.__mock` that the browser tests drive (see src/mocks/controls.ts). */
export interface MockControls {
  setLatency(ms: number): void;
  forceStatus(fault: { method?: string; path: string; status: number; times?: number; body?: unknown }): void;
  clearFaults(): void;
  setTokenLifetime(seconds: number): void;
  reset(): void;
}

const controls = (page: Page) => page.waitForFunction(() => '__mock' in window).then(() => undefined);

/** Forces the mock backend to answer requests whose path contains `fault.path` with `fault.status`. */
export async function forceStatus(
  page: Page,
  fault: Parameters<MockControls['forceStatus']>[0],
): Promise<void> {
  await controls(page);
  await page.evaluate((f) => (window as unknown as { __mock: MockControls }).__mock.forceStatus(f), fault);
}

/** Lets every request through again. */
export async function clearFaults(page: Page): Promise<void> {
  await controls(page);
  await page.evaluate(() => (window as unknown as { __mock: MockControls }).__mock.clearFaults());
}

/**
 * Ends the server-side refresh session as a sign-out in another tab would. (Removing the browser
 * cookie alone is not enough in mock mode: MSW keeps its own copy of mocked cookies.)
 */
export async function endRefreshSession(page: Page): Promise<void> {
  await page.context().clearCookies({ name: 'rc_refresh' });
  await page.evaluate(async () => {
    await fetch('/api/auth/logout', { method: 'POST', credentials: 'include' });
  });
}

/** Tokens issued from now on expire after `seconds`. */
export async function setTokenLifetime(page: Page, seconds: number): Promise<void> {
  await controls(page);
  await page.evaluate(
    (s) => (window as unknown as { __mock: MockControls }).__mock.setTokenLifetime(s),
    seconds,
  );
}

/**
 * Follows the page's calls to the API from now on. `settled()` resolves once none has been open
 * for `quietMs`: the screen has finished loading, so nothing it started can still be on its way
 * while a test changes the session under it.
 */
export function trackApi(page: Page, quietMs = 1_000): { settled(): Promise<void> } {
  const open = new Set<Request>();
  let lastChange = Date.now();
  const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');
  page.on('request', (r) => {
    if (!isApi(r.url())) return;
    open.add(r);
    lastChange = Date.now();
  });
  const done = (r: Request) => {
    if (open.delete(r)) lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async settled() {
      await expect
        .poll(() => open.size === 0 && Date.now() - lastChange >= quietMs, {
          timeout: 30_000,
          intervals: [100],
        })
        .toBe(true);
    },
  };
}

export const pathOf = (page: Page): string => new URL(page.url()).pathname;
export const queryOf = (page: Page): URLSearchParams => new URL(page.url()).searchParams;

const trimSlash = (p: string) => (p.length > 1 ? p.replace(/\/$/, '') : p);

/** Waits until the address bar shows `pathname` (a trailing slash is ignored). */
export async function expectPath(page: Page, pathname: string): Promise<void> {
  await expect(page).toHaveURL((url) => trimSlash(url.pathname) === trimSlash(pathname));
}

/** The pages of signing in: a test is signed in once the address has left them. */
const SIGN_IN_PAGES = /\/(login|device-code)(?:[?#]|$)/;

export const loginForm = (page: Page) => ({
  email: page.getByLabel('Email', { exact: true }),
  password: page.getByLabel('Password', { exact: true }),
  submit: page.getByRole('button', { name: 'Sign in', exact: true }),
});

export const mainMenu = (page: Page): Locator => page.getByRole('navigation', { name: 'Main menu' });

/**
 * A link of the spec's menu whose accessible name starts with the entry's label (a description may
 * follow). Links of the "Data" group (schema entities) are not menu entries of the spec.
 */
export const menuLink = (page: Page, label: MenuLabel): Locator =>
  mainMenu(page)
    .getByRole('link', { name: new RegExp(`^${label}(?![A-Za-z])`) })
    .and(page.locator('xpath=//a[not(ancestor::*[@aria-label="Data"])]'));

/** Fills the login form already on screen and submits it. */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const form = loginForm(page);
  await form.email.fill(email);
  await form.password.fill(password);
  await form.submit.click();
}

/**
 * Signs in through the login page and waits until the app has left it. Accounts that need a
 * device code are verified on the way.
 */
export async function signInThroughForm(
  page: Page,
  email: string,
  options: { path?: string } = {},
): Promise<void> {
  await page.goto(options.path ?? '/login');
  await expect(loginForm(page).email).toBeVisible();
  await submitLogin(page, email);
  if (email === accounts.device) {
    await page.getByLabel('Verification code').fill(DEVICE_CODE);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
  }
  await expect(page).not.toHaveURL(SIGN_IN_PAGES);
}

type StoredState = Awaited<ReturnType<BrowserContext['storageState']>>;
/** Each account's signed-in browser state, kept by this worker after its first sign-in by form. */
const signedIn = new Map<string, StoredState>();

/**
 * Opens `path` (home by default) signed in as `email`. The first time in a worker the account
 * signs in through the login page; later tests start from the cookies and local storage that left
 * (the refresh cookie, and the mock backend's signing secret and cookie jar), so a test that is
 * not about signing in loads the app once, where it starts, as a returning user does. The new
 * staff account always signs in by form: its licence agreement comes with signing in.
 */
export async function signIn(page: Page, email: string, options: { path?: string } = {}): Promise<void> {
  // The licence agreement is part of the new account's sign-in: it always goes through the form.
  const state = email === accounts.newstaff ? undefined : signedIn.get(email);
  if (!state) {
    await signInThroughForm(page, email, options);
    signedIn.set(email, await page.context().storageState());
    return;
  }
  await page.context().addCookies(state.cookies);
  // A static file of the app's origin gives a page whose local storage can be filled before the
  // app first runs.
  await page.goto('/mockServiceWorker.js');
  const origin = new URL(page.url()).origin;
  const items = state.origins.find((o) => o.origin === origin)?.localStorage ?? [];
  await page.evaluate((entries) => {
    for (const { name, value } of entries) window.localStorage.setItem(name, value);
  }, items);
  await page.goto(options.path ?? '/');
  await expect(page).not.toHaveURL(SIGN_IN_PAGES);
}

/** Signs in as the not-yet-accepted account and accepts the admin licence agreement. */
export async function acceptLicence(page: Page): Promise<void> {
  await expectPath(page, '/apula/accept-license-agreement');
  await page.getByRole('button', { name: /accept/i }).click();
  await expect(page).not.toHaveURL(/\/apula\/accept-license-agreement/);
}

/** The toast area shows `text` (exactly) at least once. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

/** Answers the reason dialog a risky write (a delete, a document decision) opens before it is sent. */
export async function giveReason(page: Page, choice = 'Correcting an error'): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Why is this change made?' });
  await dialog.getByRole('radio', { name: choice }).check();
  await dialog.getByRole('button', { name: 'Send with this reason' }).click();
  await expect(dialog).toBeHidden();
}
