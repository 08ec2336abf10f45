import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { accounts, expectPath, menuLink, signIn } from './support';

const pager = (page: Page) => page.locator('.MuiTablePagination-displayedRows');

/** Opens the list named `name` within `scope` and picks `option`, by keyboard. */
async function choose(page: Page, scope: Locator, name: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name }).last().press('Enter');
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

test('the users filter builder counts and applies conditions and groups, by keyboard, leaving no trace', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // The least privileged account that may use the users area and its segments.
  await signIn(page, accounts.staff);
  await menuLink(page, 'Users').click();
  await expectPath(page, '/users');
  await expect(pager(page)).toHaveText('1-25 of 10,000');

  const panel = page.getByRole('button', { name: 'Filter builder' });
  await panel.focus();
  await page.keyboard.press('Enter');
  const builder = page.getByRole('group', { name: 'Which users' });
  await builder.getByRole('button', { name: 'Add condition' }).press('Enter');
  const rows = builder.locator('.rule');
  await choose(page, rows.nth(0), 'Field', 'Email');
  await rows.nth(0).getByRole('textbox', { name: 'Value' }).fill('an');
  // A second condition on the same field: both apply.
  await builder.getByRole('button', { name: 'Add condition' }).first().press('Enter');
  await choose(page, rows.nth(1), 'Field', 'Email');
  await rows.nth(1).getByRole('textbox', { name: 'Value' }).fill('el');
  const count = builder.getByText(/^[\d,]+ matching users$/);
  await expect(count).toBeVisible();
  const both = Number((await count.textContent())?.replace(/\D/g, ''));

  // Any of: Android users or site staff.
  await builder.getByRole('button', { name: 'Add group' }).first().press('Enter');
  const inner = builder.locator('.ruleGroup .ruleGroup');
  await choose(page, inner, 'Combine', 'any (or)');
  await choose(page, inner.locator('.rule').nth(0), 'Field', 'Registration source');
  await inner.locator('.rule').nth(0).getByRole('textbox', { name: 'Value' }).fill('android');
  await inner.getByRole('button', { name: 'Add condition' }).press('Enter');
  await choose(page, inner.locator('.rule').nth(1), 'Field', 'Site user');
  await expect(count).not.toHaveText(`${both.toLocaleString('en-GB')} matching users`);
  const matching = (await count.textContent())?.replace(' matching users', '') ?? '';
  expect(Number(matching.replace(/\D/g, ''))).toBeLessThan(both);
  await builder.screenshot({ path: 'test-results/users-filter-or-group.png' });

  await page.getByRole('button', { name: 'Apply to the list' }).press('Enter');
  await expect(pager(page)).toHaveText(`1-25 of ${matching}`);
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
  expect(kept).not.toMatch(/\bandroid\b|"where"/);
});
