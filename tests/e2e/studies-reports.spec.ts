import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { accounts, expectPath, signIn } from './support';

const dir = 'test-results/screenshots';

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = `${dir}/studies-${name}.png`;
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test.describe("A study's reports and map", () => {
  test('the reports draw the funnel with its table, and the map opens the joining flow from the keyboard', async ({
    page,
  }, testInfo) => {
    await signIn(page, accounts.staff, { path: '/studies/7/reports' });
    await expect(page.getByRole('heading', { level: 1, name: /: Reports$/ })).toBeVisible();
    await expect(page.getByText(/^[\d,]+ of [\d,]+ enrolled \(\d+%\)$/)).toBeVisible();
    const funnel = page.getByRole('region', { name: 'Recruitment funnel by partner' });
    // The chart is drawn: one bar per partner and stage.
    await expect(funnel.locator('.MuiBarChart-element').first()).toBeVisible();
    await shot(page, testInfo, 'reports');

    const revenue = page.getByRole('region', { name: 'Revenue by currency' });
    await revenue.getByRole('button', { name: 'Table' }).click();
    const table = revenue.getByRole('table', { name: 'Revenue by currency' });
    await expect(table.getByRole('rowheader')).toHaveText(['EUR', 'GBP']);
    const path = `${dir}/studies-reports-revenue-table.png`;
    await revenue.screenshot({ path });
    await testInfo.attach('reports-revenue-table', { path, contentType: 'image/png' });

    await page.getByRole('navigation', { name: 'Study screens' }).getByRole('link', { name: 'Map' }).click();
    await expectPath(page, '/studies/7/mapper');
    const diagram = page.getByRole('group', { name: /^How the flows of .* connect$/ });
    const joining = diagram.getByRole('button', { name: /^Joining flow, / });
    await expect(joining).toBeVisible();
    await expect(diagram.getByRole('button', { name: /^Prescreen survey, / })).toBeVisible();
    await shot(page, testInfo, 'mapper');
    await joining.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/studies\/flow\/\d+$/);
  });
});
