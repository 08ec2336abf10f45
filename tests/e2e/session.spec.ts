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
} from './support';

test.describe('session expiry', () => {
  test('an expired token whose refresh fails goes to /login with redirect and sessionExpired, then back', async ({
    page,
  }) => {
    await page.goto('/login');
    await setTokenLifetime(page, 3);
    await signIn(page, accounts.super);
    await expect(mainMenu(page)).toBeVisible();

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
