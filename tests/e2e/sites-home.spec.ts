import { expect, test, type Page } from '@playwright/test';
import { accounts, expectPath, signIn } from './support';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });

test.describe('a site’s tabs, each on its own address', () => {
  test('details and referrals open by address, and the tabs move between them', async ({ page }) => {
    await signIn(page, accounts.staff, { path: '/sites/1' });
    const tabs = page.getByRole('tablist', { name: 'Site sections' });
    await expect(tabs.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel(/^Name/)).not.toHaveValue('');
    await expect(page.getByRole('region', { name: 'Address' }).locator('address')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Studies at this site' }).getByRole('row')).not.toHaveCount(
      0,
    );
    await shot(page, 'site-details');

    await tabs.getByRole('tab', { name: 'Referrals' }).click();
    await expectPath(page, '/sites/1/referrals');
    const table = page.getByRole('table', { name: 'Participants referred to this site' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await shot(page, 'site-referrals');

    await page.goBack();
    await expectPath(page, '/sites/1');
    await expect(tabs.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');

    await page.goto('/sites/1/referrals');
    await expect(page.getByRole('tab', { name: 'Referrals' })).toHaveAttribute('aria-selected', 'true');
    await page
      .getByRole('button', { name: /^Admin status of / })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('list', { name: 'Admin status log' })).toBeVisible();
    await shot(page, 'site-referral-admin-status');
  });
});

test.describe('home per demo account', () => {
  const cases = [
    ['super', accounts.super, ['Documents waiting for review', 'Kit requests waiting for approval']],
    ['staff', accounts.staff, ['Documents waiting for review', 'Flows you hold checked out']],
    ['device', accounts.device, ['Kit requests waiting for approval']],
  ] as const;
  for (const [name, email, counts] of cases) {
    test(`${name}: the counts of the areas held, and those areas`, async ({ page }) => {
      await signIn(page, email);
      await expectPath(page, '/');
      // Home is its own chunk, fetched after sign-in: on a busy machine that alone takes a while.
      await expect(page.getByRole('heading', { level: 1, name: /^Hello, / })).toBeVisible({
        timeout: 60_000,
      });
      const attention = page.getByRole('region', { name: 'Needs your attention' });
      for (const label of counts)
        await expect(attention.getByRole('link', { name: new RegExp(label) })).toBeVisible();
      await expect(attention.getByRole('link')).toHaveCount(name === 'device' ? 1 : name === 'staff' ? 3 : 4);
      await expect(attention.getByText(/^\d[\d,]*$/)).toHaveCount(
        name === 'device' ? 1 : name === 'staff' ? 3 : 4,
      );
      await expect(page.getByRole('list', { name: 'Your areas' })).toBeVisible();
      await shot(page, `home-${name}`);
    });
  }
});
