import { expect, test } from '@playwright/test';
import { VISIBLE_MENU } from '../fixtures/menu';
import type { AccountName, MenuLabel } from './support';
import { acceptLicence, accounts, expectPath, mainMenu, MENU_LABELS, menuLink, signIn } from './support';

const visible: Record<AccountName, readonly MenuLabel[]> = VISIBLE_MENU;
/**
 * Signed in through the real page, one account per kind of menu (several entries, one entry, the
 * licence first, a device code); the integration suite renders every account's menu.
 */
const TRIED: readonly AccountName[] = ['super', 'staff', 'external', 'newstaff', 'device', 'orders', 'kits'];

test.describe('the menu shows an entry only with one of its permissions', () => {
  for (const name of TRIED) {
    const labels = visible[name];
    test(`menu as ${accounts[name]}`, async ({ page }) => {
      await signIn(page, accounts[name]);
      if (name === 'newstaff') await acceptLicence(page);
      await expect(mainMenu(page)).toBeVisible();
      for (const label of MENU_LABELS) {
        await expect(menuLink(page, label), label).toHaveCount(labels.includes(label) ? 1 : 0);
      }
    });
  }

  test('Studies points to /studies?type=external for a user who may see external studies only', async ({
    page,
  }) => {
    await signIn(page, accounts.external);
    await expect(menuLink(page, 'Studies')).toHaveAttribute('href', '/studies?type=external');
    await menuLink(page, 'Studies').click();
    await expectPath(page, '/studies');
    expect(new URL(page.url()).searchParams.get('type')).toBe('external');
  });

  test('Studies points to the internal list for staff', async ({ page }) => {
    await signIn(page, accounts.staff);
    await expect(menuLink(page, 'Studies')).toHaveAttribute('href', /^\/studies\/?$/);
  });

  test('the entry for the current route is highlighted, also on its detail routes', async ({ page }) => {
    await signIn(page, accounts.super, { path: '/sites/1' });
    await expect(menuLink(page, 'Sites')).toHaveAttribute('aria-current', 'page');
    await expect(menuLink(page, 'Users')).not.toHaveAttribute('aria-current', 'page');
  });
});

test.describe('Ctrl or Cmd with a click opens the target in a new tab', () => {
  test('Ctrl+click on a menu link', async ({ page, context }) => {
    await signIn(page, accounts.staff);
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      menuLink(page, 'Users').click({ modifiers: ['ControlOrMeta'] }),
    ]);
    await tab.waitForLoadState();
    await expectPath(tab, '/users');
    await expect(mainMenu(tab)).toBeVisible();
    await expectPath(page, '/');
  });
});

test.describe('small windows', () => {
  test('on a phone-sized window the menu drawer closes when a page is chosen', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await signIn(page, accounts.super);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menuLink(page, 'Sites')).toBeVisible();
    await menuLink(page, 'Sites').click();
    await expectPath(page, '/sites');
    await expect(menuLink(page, 'Sites')).toBeHidden();
    await expect(page.locator('main tbody tr').first()).toBeVisible();
  });

  test('a wide list scrolls inside its frame, keeping the page and its toolbar in the window', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await signIn(page, accounts.super, { path: '/studies' });
    await expect(page.locator('main tbody tr').first()).toBeVisible();
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBe(widths[1]);
    const exportBox = await page.getByRole('button', { name: 'Export' }).boundingBox();
    expect(exportBox && exportBox.x + exportBox.width).toBeLessThanOrEqual(800);
  });
});
