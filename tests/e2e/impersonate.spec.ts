import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { accounts, menuLink, signIn } from './support';

const SHOTS = 'test-results/screenshots';

/** Serious or critical axe findings on the screen as it is now. */
async function blockingFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Moves the app to `path` without loading the page again (a load would end acting). */
async function goWithin(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test('a staff member acts as another staff account, is refused a publish, and stops', async ({ page }) => {
  await signIn(page, accounts.super, { path: '/impersonate?user_id=2' });
  await expect(menuLink(page, 'Roles')).toBeVisible();
  const act = page.getByRole('button', { name: 'Act as Stella Staff' });
  await expect(act).toBeVisible();
  await page.getByRole('textbox', { name: /^Reason/ }).fill('Ticket SUP-4100: study editor looks wrong');
  await expect(page.getByRole('spinbutton', { name: /^Duration/ })).toHaveValue('30');

  // By keyboard: the confirmation traps focus, and Escape gives it back to the button that opened it.
  await act.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Act as Stella Staff?' });
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(act).toBeFocused();
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Act as this user' }).focus();
  await page.keyboard.press('Enter');

  const banner = page.getByRole('region', { name: 'Acting as another user' });
  await expect(banner).toContainText('Sam Super acting as Stella Staff');
  await expect(banner).toContainText(/Time left (29|30):\d\d/);
  // Stella's home, name and menu: studies and flows, no roles, no impersonation.
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Stella Staff' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Stella Staff')).toBeVisible();
  await expect(menuLink(page, 'Studies')).toBeVisible();
  await expect(menuLink(page, 'Roles')).toHaveCount(0);
  await expect(menuLink(page, 'Impersonate')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/impersonate-banner.png` });
  expect(await blockingFindings(page)).toEqual([]);

  await page.goto('/studies/4?tab=locales');
  // A full load ends acting (the impersonation token lives in memory only): back to Sam's menu.
  await expect(page.getByRole('button', { name: 'Check out' })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await expect(page.getByRole('banner').getByText('Sam Super')).toBeVisible();
  await page.goto('/impersonate?user_id=2');
  await expect(menuLink(page, 'Roles')).toBeVisible();
  await page.getByRole('textbox', { name: /^Reason/ }).fill('Ticket SUP-4100, again');
  await page.getByRole('button', { name: 'Act as Stella Staff' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Act as this user' }).click();
  await expect(banner).toBeVisible();

  // Within the app (no reload): the study's publish actions are off, and say why.
  await goWithin(page, '/studies/4?tab=locales');
  await page.getByRole('button', { name: 'Check out' }).click();
  const publish = page.getByRole('button', { name: /^Publish version \d+…$/ });
  await expect(publish).toBeDisabled();
  await expect(publish).toHaveAccessibleDescription(/^Not while acting as another user/);
  await expect(page.getByText(/^Not while acting as another user/)).toBeVisible();

  await banner.getByRole('button', { name: 'Stop acting' }).click();
  await expect(banner).toHaveCount(0);
  await expect(page.getByRole('banner').getByText('Sam Super')).toBeVisible();
  await goWithin(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Sam Super' })).toBeVisible();
  await expect(menuLink(page, 'Roles')).toBeVisible();
  await expect(menuLink(page, 'Impersonate')).toBeVisible();
});
