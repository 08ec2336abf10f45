import { expect, test } from '@playwright/test';
import { accounts, expectPath, menuLink, signIn } from './support';

const shot = 'test-results/screenshots/kit-list.png';

test('kits are counted by status, study and consignment, a count filters the list, a kit opens', async ({
  page,
}, testInfo) => {
  await signIn(page, accounts.super);
  await menuLink(page, 'Kits').click();
  await expectPath(page, '/kit-list');
  const byStatus = page.getByRole('group', { name: 'Kits by status' });
  const dispatched = byStatus.getByRole('button', { name: /^Dispatched: \d+$/ });
  const count = Number(/(\d+)$/.exec((await dispatched.textContent()) ?? '')?.[1]);
  expect(count).toBeGreaterThan(0);
  await expect(page.getByRole('group', { name: 'Kits by study' }).getByRole('button').first()).toBeVisible();

  await dispatched.focus();
  await page.keyboard.press('Enter');
  await expect(dispatched).toHaveAttribute('aria-pressed', 'true');
  const chosen = page.getByRole('button', { name: 'Remove filter Status: Dispatched' });
  await expect(chosen).toBeVisible();
  await expect(page.getByText(`Kits matching: ${count}`)).toBeVisible();
  await expect(page.getByText(new RegExp(`^1-${Math.min(count, 25)} of ${count}$`))).toBeVisible();
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows.first()).toContainText('Dispatched');
  await page.screenshot({ path: shot, fullPage: true });
  await testInfo.attach('kit list filtered by a count', { path: shot, contentType: 'image/png' });

  await chosen.focus();
  await page.keyboard.press('Enter');
  await expect(chosen).toHaveCount(0);
  await expect(dispatched).toHaveAttribute('aria-pressed', 'false');

  const first = rows.first();
  const barcode = ((await first.locator('td').nth(1).textContent()) ?? '').trim();
  await first.locator('td').nth(1).click();
  await expect(page).toHaveURL(/\/kitlink\/kit\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Kit ${barcode}` })).toBeVisible();
});
