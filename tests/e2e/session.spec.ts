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

  test('a session that runs out during a save sends nothing, and the form comes back after signing in', async ({
    page,
  }) => {
    await page.goto('/login');
    await setTokenLifetime(page, 4);
    const puts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT') puts.push(new URL(r.url()).pathname);
    });
    await signIn(page, accounts.super);
    await menuLink(page, 'Sites').click();
    await page.locator('main tbody tr').first().locator('td').nth(1).click();
    await expect(page).toHaveURL(/\/sites\/\d+\/show$/);
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/\/sites\/\d+$/);
    const formPath = new URL(page.url()).pathname;
    const name = page.getByLabel(/^Name/);
    await expect(name).not.toHaveValue('');
    const typed = `${await name.inputValue()} (renamed)`;
    await name.fill(typed);

    await endRefreshSession(page);
    await page.waitForTimeout(5_000);
    await page.getByRole('button', { name: 'Save' }).click();

    await expectPath(page, '/login');
    expect(queryOf(page).get('redirect')).toBe(formPath);
    expect(queryOf(page).get('sessionExpired')).toBe('true');
    expect(puts).toEqual([]);

    await submitLogin(page, accounts.super);
    await expectPath(page, formPath);
    await expect(page.getByText('Your unsaved changes are back. Check them, then save.')).toBeVisible();
    await expect(page.getByLabel(/^Name/)).toHaveValue(typed);
  });

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
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, formPath);
    await expect(page.getByLabel(/^Name/)).toHaveValue(original);
    await page.waitForTimeout(1_000);
    await expect(page.getByLabel(/^Name/)).toHaveValue(original);
    await expect(page.getByText('Your unsaved changes are back. Check them, then save.')).toHaveCount(0);
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
