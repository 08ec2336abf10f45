import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { accounts, signIn } from './support';

const dir = 'test-results/screenshots';

/** Serious or critical axe findings on the screen as it is now (the route walk sees no open form). */
async function axeFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return violations
    .filter((v) => ['serious', 'critical'].includes(v.impact ?? ''))
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = `${dir}/emails-setup-${name}.png`;
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test('email set-up: a trigger with what it sends, a segment with its live count, and a template’s metrics', async ({
  page,
}, testInfo) => {
  await signIn(page, accounts.super, { path: '/emails/setup' });
  await expect(page.getByRole('heading', { name: 'Email set-up', level: 1 })).toBeVisible();
  const triggers = page.getByRole('list', { name: 'Triggers' });
  await triggers.getByRole('button', { name: /^Visit in three days/ }).click();
  const trigger = page.getByRole('region', { name: 'Trigger: Visit in three days' });
  await expect(trigger.getByRole('heading', { name: 'Templates it sends' })).toBeVisible();
  await expect(trigger.getByRole('link').first()).toBeVisible();
  await expect(trigger.getByText('"days_before_visit"')).toBeVisible();
  await shot(page, testInfo, 'triggers');
  expect(await axeFindings(page)).toEqual([]);

  await page.getByRole('tab', { name: 'Segments' }).click();
  await page
    .getByRole('list', { name: 'Segments' })
    .getByRole('button', { name: /^Newsletter readers/ })
    .click();
  const segment = page.getByRole('region', { name: 'Segment: Newsletter readers' });
  await expect(segment.getByRole('status')).toHaveText(/^[\d,]+ matching users?$/);
  await shot(page, testInfo, 'segments');
  expect(await axeFindings(page)).toEqual([]);

  await page.goto('/templates/1?tab=metrics&range=90');
  await expect(page.getByRole('button', { name: 'Last 90 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('group', { name: 'Totals and rates for the period' })).toContainText(
    'Open rate',
  );
  await expect(page.locator('figure svg').first()).toBeVisible();
  await shot(page, testInfo, 'metrics');
  expect(await axeFindings(page)).toEqual([]);
  await page.getByRole('button', { name: 'Table' }).click();
  await expect(page.getByRole('table', { name: /^Emails from/ }).getByRole('row')).toHaveCount(91);
});
