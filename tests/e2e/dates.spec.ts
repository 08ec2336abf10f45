import { expect, test } from '@playwright/test';
import { accounts, signIn } from './support';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

test.describe('spec §9: dates as day, abbreviated month, year', () => {
  // West of Greenwich a calendar date read as UTC midnight falls on the day before.
  test.use({ timezoneId: 'America/Los_Angeles' });

  test('a calendar date shows the day the form holds, in a time zone behind UTC', async ({ page }) => {
    await signIn(page, accounts.super);
    await page.goto('/studies/5');
    const start = page.getByLabel(/^Start date/);
    await expect(start).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    const [year, month, day] = (await start.inputValue()).split('-').map(Number);
    await page.goto('/studies/5/show');
    const label = page.getByText('Start date', { exact: true });
    await expect(label).toBeVisible();
    await expect(
      page.getByText(`${day} ${MONTHS[(month ?? 1) - 1]} ${year}`, { exact: true }).first(),
    ).toBeVisible();
  });
});
