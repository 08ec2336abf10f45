import { expect, test } from '@playwright/test';
import {
  accounts,
  endRefreshSession,
  expectPath,
  mainMenu,
  menuLink,
  queryOf,
  setTokenLifetime,
  signIn,
  submitLogin,
  trackApi,
} from './support';

test.describe('session expiry', () => {
  test('an expired token whose refresh fails goes to /login with redirect and sessionExpired, then back', async ({
    page,
  }) => {
    await page.goto('/login');
    await setTokenLifetime(page, 3);
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
    await page.waitForTimeout(4_000);
    await menuLink(page, 'Sites').click();

    await expectPath(page, '/login');
    expect(queryOf(page).get('redirect')).toMatch(/^\/sites\/?$/);
    expect(queryOf(page).get('sessionExpired')).toBe('true');

    await submitLogin(page, accounts.super);
    await expectPath(page, '/sites');
    await expect(mainMenu(page)).toBeVisible();
  });

  test('a short token lifetime is renewed silently while the refresh cookie is valid', async ({ page }) => {
    await page.goto('/login');
    await setTokenLifetime(page, 2);
    await signIn(page, accounts.super);
    await page.waitForTimeout(3_000);
    await menuLink(page, 'Sites').click();
    await expectPath(page, '/sites');
    await page.waitForTimeout(3_000);
    await menuLink(page, 'Users').click();
    await expectPath(page, '/users');
    await expect(mainMenu(page)).toBeVisible();
  });
});
