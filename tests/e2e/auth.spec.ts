import { expect, test } from '@playwright/test';
import {
  accounts,
  expectPath,
  loginForm,
  mainMenu,
  queryOf,
  signInThroughForm as signIn,
  submitLogin,
} from './support';

test.describe('sign-in', () => {
  test('a demo account signs in and lands on home, with the mock data marker shown', async ({ page }) => {
    await signIn(page, accounts.super);
    await expectPath(page, '/');
    await expect(mainMenu(page)).toBeVisible();
    await expect(page.getByText('Mock data').first()).toBeVisible();
  });

  test('a wrong password keeps the user on /login and says why', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, accounts.super, 'not-the-password');
    await expect(page.getByText('Invalid email or password').first()).toBeVisible();
    await expectPath(page, '/login');
  });

  test('a reload keeps the session: the refresh restores the token from the cookie', async ({ page }) => {
    await signIn(page, accounts.super);
    await page.goto('/sites');
    await expect(mainMenu(page)).toBeVisible();
    await page.reload();
    await expectPath(page, '/sites');
    await expect(mainMenu(page)).toBeVisible();
  });

  test('/login returns to the redirect target after sign-in', async ({ page }) => {
    await signIn(page, accounts.super, { path: '/login?redirect=%2Fsites' });
    await expectPath(page, '/sites');
  });

  for (const target of ['https://example.org/phish', '//example.org/phish']) {
    test(`/login accepts only same-origin redirect targets (${target})`, async ({ page, baseURL }) => {
      await signIn(page, accounts.super, { path: `/login?redirect=${encodeURIComponent(target)}` });
      expect(page.url().startsWith(baseURL ?? '')).toBe(true);
      await expectPath(page, '/');
    });
  }

  test('sign out from the profile menu returns to /login and drops the session', async ({ page }) => {
    await signIn(page, accounts.super);
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expectPath(page, '/login');
    await expect(loginForm(page).email).toBeVisible();
    await page.goto('/users');
    await expectPath(page, '/login');
    expect(queryOf(page).get('redirect')).toBe('/users');
  });
});
