import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { accounts, expectPath, menuLink, signIn } from './support';

const pager = (page: Page) => page.locator('.MuiTablePagination-displayedRows');

test('the users filter builder counts and applies conditions, by keyboard, leaving no trace', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, accounts.super);
  await menuLink(page, 'Users').click();
  await expectPath(page, '/users');
  await expect(pager(page)).toHaveText('1-25 of 10,000');

  const panel = page.getByRole('button', { name: 'Filter builder' });
  await panel.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Add condition' }).press('Enter');
  await page.getByTitle('Field').selectOption({ label: 'Registration source' });
  await page.getByTitle('Value').fill('android');
  const count = page.getByText(/^[\d,]+ matching users$/);
  await expect(count).toBeVisible();
  await expect(count).not.toHaveText('10,000 matching users');
  const matching = (await count.textContent())?.replace(' matching users', '') ?? '';
  await page.getByRole('button', { name: 'Apply to the list' }).press('Enter');
  await expect(pager(page)).toHaveText(`1-25 of ${matching}`);
  await page.screenshot({ path: 'test-results/users-filter.png', fullPage: true });
  // The a11y walk meets the panel folded; open, with its conditions, it must be as clean.
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag22aa']).analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);

  const address = new URL(page.url());
  expect(address.pathname).toMatch(/^\/users\/?$/);
  expect(address.search + address.hash).toBe('');
  const kept = await page.evaluate(() =>
    [localStorage, sessionStorage].flatMap((s) => Object.keys(s).map((k) => s.getItem(k) ?? '')).join('\n'),
  );
  expect(kept).not.toMatch(/\bandroid\b/);
});
