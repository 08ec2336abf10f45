import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { accounts, expectPath, expectToast, menuLink, signIn } from './support';

const dir = 'test-results/screenshots';
const rows = (page: Page) => page.locator('main tbody tr');

test.describe('menu areas on generated screens', () => {
  test('Emails lists templates; a template is edited and saved in the email-editor frame', async ({
    page,
  }, testInfo) => {
    await signIn(page, accounts.super);
    await menuLink(page, 'Emails').click();
    await expect(rows(page).first()).toBeVisible();
    await rows(page).first().locator('td').nth(1).click();
    await expect(page).toHaveURL(/\/templates\/\d+$/);
    const templatePath = new URL(page.url()).pathname;
    await expect(page.getByRole('tablist', { name: 'Template sections' })).toBeVisible();
    const subject = page.getByLabel('Email subject', { exact: true });
    await expect(subject).not.toHaveValue('');
    const typed = `Reminder ${Date.now().toString(36)}`;
    await subject.fill(typed);
    const path = `${dir}/template-editor.png`;
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach('template in the email-editor frame', { path, contentType: 'image/png' });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Changes saved');
    // The editor stays open on the saved template: the form holds the saved value, with nothing
    // left to save.
    await expectPath(page, templatePath);
    await expect(subject).toHaveValue(typed);
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  });

  test("a gene's page lists its variants, ten to a page", async ({ page }) => {
    await signIn(page, accounts.super, { path: '/genes' });
    await expectPath(page, '/genes');
    await expect(rows(page).first()).toBeVisible();
    await rows(page).first().locator('td').nth(1).click();
    const variants = page.getByRole('region', { name: 'Gene variants' });
    await expect(variants.locator('tbody tr').first()).toBeVisible();
    const count = await variants.locator('tbody tr').count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(10);
    await expect(variants.locator('.MuiTablePagination-displayedRows')).toHaveText(/^1-\d+ of \d+$/);
  });

  test('a user kept to external studies is refused an internal study typed into the address bar', async ({
    page,
    browser,
  }) => {
    await signIn(page, accounts.super, { path: '/studies?filter=%7B%22is_external%22%3Afalse%7D' });
    await expect(rows(page).first()).toBeVisible();
    await rows(page).first().locator('td').nth(1).click();
    await expect(page).toHaveURL(/\/studies\/\d+\/show$/);
    const internalUrl = page.url();
    // The external account signs in in a browser of its own and types the study's address.
    const context = await browser.newContext();
    const external = await context.newPage();
    await signIn(external, accounts.external, { path: internalUrl });
    await expect(
      external.getByRole('heading', { name: 'You do not have access to this page', level: 1 }),
    ).toBeVisible();
    await expect(external.getByRole('link', { name: 'Edit', exact: true })).toHaveCount(0);
    await context.close();
  });
});
