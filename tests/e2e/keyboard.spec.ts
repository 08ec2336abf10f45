import { expect, test, type Page } from '@playwright/test';
import { accounts, mainMenu, signIn } from './support';

/** WCAG contrast ratio of an element's text against its own background colour. */
async function contrastOf(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate((el) => {
    const style = getComputedStyle(el);
    const channels = (css: string) => (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const luminance = (css: string) => {
      const [r = 0, g = 0, b = 0] = channels(css).map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const [light, dark] = [luminance(style.color), luminance(style.backgroundColor)].sort((a, b) => b - a);
    return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
  });
}

test.describe('the console works from the keyboard', () => {
  test('"Skip to content" is the first stop and readable', async ({ page }) => {
    await signIn(page, accounts.super, { path: '/sites' });
    await expect(page.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
    await page.locator('body').focus();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('button', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    expect(await contrastOf(page, '.skip-nav-button')).toBeGreaterThanOrEqual(4.5);
  });

  test('a record opens from a list row with Enter, after moving with the arrows', async ({ page }) => {
    await signIn(page, accounts.super, { path: '/sites' });
    const rows = page.locator('tbody tr');
    await expect(rows.first()).toBeVisible({ timeout: 30_000 });
    await rows.first().focus();
    await page.keyboard.press('ArrowDown');
    await expect(rows.nth(1)).toBeFocused();
    const name = (await rows.nth(1).locator('td').nth(1).innerText()).trim();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/sites\/[^/]+\/show$/);
    await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  });

  test('the profile menu opens, moves and signs out from the keyboard', async ({ page }) => {
    await signIn(page, accounts.super);
    await expect(mainMenu(page)).toBeVisible();
    await page.getByRole('button', { name: 'Profile' }).focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem').first()).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'English (UK)' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(menu.getByRole('menuitem', { name: 'Sign out' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login/);
  });
});
