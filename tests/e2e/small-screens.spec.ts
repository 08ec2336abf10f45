import { expect, test } from '@playwright/test';
import { accounts, signIn } from './support';

test.use({ viewport: { width: 390, height: 844 } });

test.describe('on a phone-sized window', () => {
  test('the app bar gives the record title its room and ends it with an ellipsis', async ({ page }) => {
    await signIn(page, accounts.super, { path: '/cohorts/16' });
    await expect(page.locator('input[name="name"]')).toBeVisible({ timeout: 30_000 });
    const title = page.locator('#react-admin-title');
    await expect(title).toContainText('Cohort');
    const layout = await title.evaluate((el) => ({
      width: el.getBoundingClientRect().width,
      overflow: getComputedStyle(el).textOverflow,
      // An inline-block child would clip without the ellipsis.
      blocks: [...el.querySelectorAll('*')].filter((c) => getComputedStyle(c).display !== 'inline').length,
    }));
    expect(layout.width).toBeGreaterThan(180);
    expect(layout.overflow).toBe('ellipsis');
    expect(layout.blocks).toBe(0);
  });

  test("the email editor's tabs scroll instead of being cut off", async ({ page }) => {
    await signIn(page, accounts.super, { path: '/templates/1' });
    // The editor's own tabs; the language tabs inside the Editor tab are another list.
    const tabs = page.getByRole('tablist', { name: 'Template sections' });
    await expect(tabs.getByRole('tab', { name: 'Editor' })).toBeVisible({ timeout: 30_000 });
    const overflowX = await page
      .locator('.MuiTabs-root', { has: tabs })
      .locator('.MuiTabs-scroller')
      .evaluate((el) => getComputedStyle(el).overflowX);
    expect(overflowX).not.toBe('hidden');
    await tabs.getByRole('tab', { name: 'Settings' }).click();
    await expect(tabs.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
  });
});
