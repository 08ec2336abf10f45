import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  accounts,
  DEMO_PASSWORD,
  endRefreshSession,
  menuLink,
  setTokenLifetime,
  signInThroughForm,
} from './support';

/** Opens the first site's edit form and types into Name; returns the path and the typed value. */
async function typeIntoSiteForm(page: Page): Promise<{ formPath: string; typed: string }> {
  await menuLink(page, 'Sites').click();
  await page.locator('main tbody tr').first().locator('td').nth(1).click();
  await expect(page).toHaveURL(/\/sites\/\d+\/show$/);
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/sites\/\d+$/);
  const name = page.getByLabel(/^Name/);
  await expect(name).not.toHaveValue('');
  const typed = `${await name.inputValue()} (half-typed)`;
  await name.fill(typed);
  return { formPath: new URL(page.url()).pathname, typed };
}

/** Everything in local and session storage, keys and values. */
const storage = (page: Page) =>
  page.evaluate(() =>
    [localStorage, sessionStorage]
      .flatMap((s) => Object.keys(s).map((k) => `${k}=${s.getItem(k) ?? ''}`))
      .join('\n'),
  );

const signInDialog = (page: Page) => page.getByRole('dialog', { name: 'Sign in to continue' });

async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

test.describe('signing in again in place', () => {
  test('a half-typed form survives an expired session through the sign-in dialog, then saves', async ({
    page,
  }, testInfo) => {
    await page.clock.install();
    await page.goto('/login');
    await setTokenLifetime(page, 60);
    const puts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT') puts.push(new URL(r.url()).pathname);
    });
    await signInThroughForm(page, accounts.super);
    const { formPath, typed } = await typeIntoSiteForm(page);

    // No refresh session left, and the token in hand runs out: nothing can renew it.
    await endRefreshSession(page);
    await page.clock.fastForward('02:00');
    await page.getByRole('button', { name: 'Save' }).click();

    const dialog = signInDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Your session has expired.');
    await expect(dialog.getByLabel(/^Email/)).toHaveValue(accounts.super);
    await expect(dialog.getByLabel(/^Email/)).toHaveAttribute('readonly', '');
    await expect(dialog.getByLabel(/^Password/)).toBeFocused();
    expect(new URL(page.url()).pathname).toBe(formPath);
    expect(puts).toEqual([]);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('sign-in-dialog.png') });

    await dialog.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel(/^Name/)).toHaveValue(typed);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => puts).toEqual([`/api${formPath}`]);
    expect(await storage(page)).not.toContain('(half-typed)');
  });

  test('idle: a warning with a countdown, "Stay signed in", then the sign-out and the dialog', async ({
    page,
  }, testInfo) => {
    await page.clock.install();
    const logouts: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/auth/logout') logouts.push(r.method());
    });
    // Mock mode only: a 90-second idle timeout, so the warning comes after 30 seconds.
    await signInThroughForm(page, accounts.super, { path: '/login?idleTimeout=90' });
    const { typed } = await typeIntoSiteForm(page);

    await page.clock.fastForward('00:31');
    const warning = page.getByRole('dialog', { name: 'Are you still there?' });
    await expect(warning).toBeVisible();
    await expect(warning.getByRole('timer')).toContainText(/Signing out in 0:\d\d/);
    await expect(warning.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('idle-warning.png') });
    await page.keyboard.press('Enter');
    await expect(warning).toBeHidden();

    await page.clock.fastForward('00:31');
    await expect(warning).toBeVisible();
    await page.clock.fastForward('01:00');
    await expect(signInDialog(page)).toBeVisible();
    await expect(signInDialog(page)).toContainText('without activity');
    expect(logouts).toEqual(['POST']);
    await signInDialog(page)
      .getByLabel(/^Password/)
      .fill(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(signInDialog(page)).toBeHidden();
    await expect(page.getByLabel(/^Name/)).toHaveValue(typed);
  });
});
