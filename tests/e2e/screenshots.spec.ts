import { expect, test } from '@playwright/test';
import type { AccountName } from './support';
import { acceptLicence, accounts, loginForm, mainMenu, menuLink, signIn } from './support';

// Pictures for people to look at (not compared): login, home and the menu for every demo account.
const dir = 'test-results/screenshots';

test.describe('screenshots', () => {
  test('login page', async ({ page }, testInfo) => {
    await page.goto('/login');
    await expect(loginForm(page).email).toBeVisible();
    const path = `${dir}/login.png`;
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach('login', { path, contentType: 'image/png' });
  });

  for (const name of Object.keys(accounts) as AccountName[]) {
    test(`home and menu as ${accounts[name]}`, async ({ page }, testInfo) => {
      await signIn(page, accounts[name]);
      if (name === 'newstaff') {
        await page.screenshot({ path: `${dir}/newstaff-licence.png`, fullPage: true });
        await acceptLicence(page);
      }
      await expect(mainMenu(page)).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      const home = `${dir}/${name}-home.png`;
      const menu = `${dir}/${name}-menu.png`;
      await page.screenshot({ path: home, fullPage: true });
      await mainMenu(page).screenshot({ path: menu });
      await testInfo.attach(`${name} home`, { path: home, contentType: 'image/png' });
      await testInfo.attach(`${name} menu`, { path: menu, contentType: 'image/png' });
    });
  }

  test('users list as the superuser', async ({ page }, testInfo) => {
    await signIn(page, accounts.super);
    await menuLink(page, 'Users').click();
    await expect(page.locator('main tbody tr').nth(24)).toBeVisible();
    const path = `${dir}/super-users.png`;
    await page.screenshot({ path });
    await testInfo.attach('users list', { path, contentType: 'image/png' });
  });
});
