import { expect, test } from '@playwright/test';
import {
  acceptLicence,
  accounts,
  DEVICE_CODE,
  expectPath,
  loginForm,
  mainMenu,
  queryOf,
  signIn,
  submitLogin,
} from './support';

test.describe('guard auth: needs a valid token and device cookie', () => {
  test('a signed-out visit goes to /login with the target as redirect', async ({ page }) => {
    await page.goto('/users');
    await expectPath(page, '/login');
    expect(queryOf(page).get('redirect')).toBe('/users');
    expect(queryOf(page).get('sessionExpired')).toBeNull();
  });
});

test.describe('guard guest: signed-in users are sent to /', () => {
  for (const path of [
    '/login',
    '/forgot-password',
    '/resetpass/demo-reset',
    '/complete-registration/demo-registration',
  ]) {
    test(`${path} while signed in goes to /`, async ({ page }) => {
      await signIn(page, accounts.super);
      await page.goto(path);
      await expectPath(page, '/');
      await expect(mainMenu(page)).toBeVisible();
    });
  }
});

test.describe('guard deviceCode: only when arriving from /login', () => {
  test('a direct visit to /device-code is turned away', async ({ page }) => {
    await page.goto('/device-code');
    await expect(page).not.toHaveURL(/\/device-code/);
    await expect(page.getByLabel('Verification code')).toHaveCount(0);
  });

  test('a new device signs in through /login and the verification code', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, accounts.device);
    await expectPath(page, '/device-code');
    await page.getByLabel('Verification code').fill(DEVICE_CODE);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expectPath(page, '/');
    await expect(mainMenu(page)).toBeVisible();
  });

  test('a wrong verification code is refused on the field', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, accounts.device);
    await page.getByLabel('Verification code').fill('000000');
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByText('Invalid code').first()).toBeVisible();
    await expectPath(page, '/device-code');
  });
});

test.describe('guard aula: accepted_admin_terms_at is required', () => {
  test('a user who has not accepted the terms is sent to the licence agreement', async ({ page }) => {
    await signIn(page, accounts.newstaff);
    await expectPath(page, '/apula/accept-license-agreement');
    await page.goto('/users');
    await expectPath(page, '/apula/accept-license-agreement');
  });

  test('accepting the licence records it and opens the console', async ({ page }) => {
    await signIn(page, accounts.newstaff);
    await acceptLicence(page);
    await expect(mainMenu(page)).toBeVisible();
    await page.goto('/users');
    await expectPath(page, '/users');
  });

  test('after accepting, the page asked for before sign-in opens', async ({ page }) => {
    await signIn(page, accounts.newstaff, { path: '/users?perPage=50' });
    await acceptLicence(page);
    await expectPath(page, '/users');
    expect(queryOf(page).get('perPage')).toBe('50');
  });
});

test.describe('public and signed-in-only authentication pages', () => {
  test('/apula/platform-user-license-agreement is public', async ({ page }) => {
    await page.goto('/apula/platform-user-license-agreement');
    await expectPath(page, '/apula/platform-user-license-agreement');
    await expect(loginForm(page).email).toHaveCount(0);
  });

  test('/apula/accept-license-agreement requires a signed-in user', async ({ page }) => {
    await page.goto('/apula/accept-license-agreement');
    await expectPath(page, '/login');
    expect(queryOf(page).get('redirect')).toBe('/apula/accept-license-agreement');
  });
});
