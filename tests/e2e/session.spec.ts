import { expect, test, type Page } from '@playwright/test';
import {
  accounts,
  endRefreshSession,
  expectPath,
  mainMenu,
  menuLink,
  queryOf,
  setTokenLifetime,
  signInThroughForm as signIn,
  submitLogin,
  trackApi,
} from './support';

/** Tokens live for a minute; moving the page's clock on by two expires the one in hand. */
const TOKEN_SECONDS = 60;
const PAST_EXPIRY = '02:00';

/** Counts the token refreshes the page asks for from now on. */
function countRefreshes(page: Page): { count(): number } {
  let n = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/x/token-refresh') n += 1;
  });
  return { count: () => n };
}

test.describe('session expiry', () => {
  test('an expired token whose refresh fails goes to /login with redirect and sessionExpired, then back', async ({
    page,
  }) => {
    // The page's clock runs as usual and is moved on past the token's lifetime when the test says.
    await page.clock.install();
    await page.goto('/login');
    await setTokenLifetime(page, TOKEN_SECONDS);
    const api = trackApi(page);
    await signIn(page, accounts.super);
    await expect(mainMenu(page)).toBeVisible();
    // After sign-in the home page loads the user (its name in the greeting) and the app bar the
    // locales. On a slow machine those calls can still be running: let them finish first, or one of
    // them, not the click below, meets the ended session.
    await expect(page.getByRole('heading', { name: 'Hello, Sam Super', level: 1 })).toBeVisible();
    await api.settled();

    // Without a refresh session the server cannot issue a new token once this one expires.
    await endRefreshSession(page);
    await page.clock.fastForward(PAST_EXPIRY);
    await menuLink(page, 'Sites').click();

    await expectPath(page, '/login');
    expect(queryOf(page).get('redirect')).toMatch(/^\/sites\/?$/);
    expect(queryOf(page).get('sessionExpired')).toBe('true');

    await submitLogin(page, accounts.super);
    await expectPath(page, '/sites');
    await expect(mainMenu(page)).toBeVisible();
  });

  // A session that runs out during a save is signed in again in place, over the kept form:
  // tests/e2e/idle.spec.ts.

  test('signing out on purpose from a changed form forgets the changes', async ({ page }) => {
    page.on('dialog', (dialog) => void dialog.accept());
    await signIn(page, accounts.super);
    await menuLink(page, 'Sites').click();
    await page.locator('main tbody tr').first().locator('td').nth(1).click();
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/\/sites\/\d+$/);
    const formPath = new URL(page.url()).pathname;
    const name = page.getByLabel(/^Name/);
    await expect(name).not.toHaveValue('');
    const original = await name.inputValue();
    await name.fill(`${original} (renamed)`);
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expectPath(page, '/login');
    await submitLogin(page, accounts.super);
    await expect(mainMenu(page)).toBeVisible();
    const api = trackApi(page);
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, formPath);
    await expect(page.getByLabel(/^Name/)).toHaveValue(original);
    // Once the form's calls are over, nothing put the forgotten changes back.
    await api.settled();
    await expect(page.getByLabel(/^Name/)).toHaveValue(original);
    await expect(page.getByText('Your unsaved changes are back. Check them, then save.')).toHaveCount(0);
  });

  test('a short token lifetime is renewed silently while the refresh cookie is valid', async ({ page }) => {
    await page.clock.install();
    await page.goto('/login');
    await setTokenLifetime(page, TOKEN_SECONDS);
    await signIn(page, accounts.super);
    const refreshes = countRefreshes(page);
    await page.clock.fastForward(PAST_EXPIRY);
    await menuLink(page, 'Sites').click();
    await expectPath(page, '/sites');
    await expect(page.locator('main tbody tr').first()).toBeVisible();
    // The expired token was renewed on the way, without a word to the user.
    expect(refreshes.count()).toBeGreaterThan(0);
    await page.clock.fastForward(PAST_EXPIRY);
    await menuLink(page, 'Users').click();
    await expectPath(page, '/users');
    await expect(page.locator('main tbody tr').first()).toBeVisible();
    await expect(mainMenu(page)).toBeVisible();
  });
});
