import { expect, test, type Page } from '@playwright/test';
import { accounts, signIn } from './support';

/** Types into a date field from its first section, after clearing it, as a user does. */
async function typeDate(page: Page, label: string, text: string): Promise<void> {
  await page
    .getByRole('group', { name: new RegExp(`^${label}`) })
    .getByRole('spinbutton', { name: 'Day' })
    .click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

test.describe('a user’s page', () => {
  test('Security names a staff member’s roles, each linked to its role page', async ({ page }) => {
    await signIn(page, accounts.super, { path: '/users/2?tab=security' });
    const panel = page.getByRole('tabpanel');
    const role = panel.locator('a[href^="/roles/"]').first();
    await expect(role).toBeVisible();
    await expect(role).not.toHaveText(/^#/);
    await expect(panel.getByText(/#\d+/)).toHaveCount(0);
  });

  test('custom properties not yet held are added by their type and saved, a date typed in UK order', async ({
    page,
  }) => {
    await signIn(page, accounts.cohorts, { path: '/users/17?tab=profile' });
    const region = page.getByRole('region', { name: 'Custom properties' });
    const add = async (label: string) => {
      await region.getByRole('combobox', { name: 'Add a property' }).click();
      await page.getByRole('option', { name: label }).click();
    };
    await add('People in the household');
    const size = region.getByRole('spinbutton', { name: 'People in the household' });
    await expect(size).toHaveValue('');
    await size.fill('4');
    await add('Last reached on');
    await typeDate(page, 'Last reached on', '3/2/2026');
    const day = region.getByRole('group', { name: /^Last reached on/ });
    await expect(day.locator('xpath=..').locator('input[aria-hidden="true"]')).toHaveValue('3 Feb 2026');
    await region.getByRole('button', { name: 'Save custom properties' }).click();
    await expect(page.getByText('Custom properties saved')).toBeVisible();
    await expect(size).toHaveValue('4');
  });
});
