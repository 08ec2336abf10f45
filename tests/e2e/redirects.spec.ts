import { expect, test } from '@playwright/test';
import { accounts, expectPath, queryOf, signIn } from './support';

test.describe('legacy redirects', () => {
  for (const [from, to] of [
    ['/admin/users', '/users'],
    ['/email-list', '/emails'],
  ] as const) {
    test(`${from} goes to ${to}`, async ({ page }) => {
      await signIn(page, accounts.super);
      await page.goto(from);
      await expectPath(page, to);
    });
  }

  test('/aula/platform-user-license-agreement goes to /apula/platform-user-license-agreement', async ({
    page,
  }) => {
    await page.goto('/aula/platform-user-license-agreement');
    await expectPath(page, '/apula/platform-user-license-agreement');
  });

  test('/aula/accept-license-agreement goes to /apula/accept-license-agreement (then its guard)', async ({
    page,
  }) => {
    await page.goto('/aula/accept-license-agreement');
    await expectPath(page, '/login');
    expect(queryOf(page).get('redirect')).toBe('/apula/accept-license-agreement');
  });

  test('an unknown path shows the not-found page inside the console', async ({ page }) => {
    await signIn(page, accounts.super);
    await page.goto('/no-such-page/at-all');
    await expectPath(page, '/no-such-page/at-all');
    await expect(page.getByText(/not found/i).first()).toBeVisible();
  });
});
