import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { accounts, expectPath, expectToast, mainMenu, menuLink, signIn } from './support';

const dir = 'test-results/screenshots';

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = `${dir}/labs-${name}.png`;
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

async function setFlag(page: Page, name: string, on: boolean): Promise<void> {
  await page.waitForFunction(() => '__mock' in window);
  await page.evaluate(
    ([n, v]) =>
      (window as unknown as { __mock: { setFlag(n: string, v: boolean): void } }).__mock.setFlag(n, v),
    [name, on] as const,
  );
}

test.describe('Labs', () => {
  test('the Labs entry and its screens disappear with the "labs" flag off', async ({ page }, testInfo) => {
    await signIn(page, accounts.super);
    await menuLink(page, 'Labs').click();
    await expectPath(page, '/labs');
    await expect(page.getByText(/These tools are experimental/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(8);
    await shoot(page, testInfo, 'index');

    await setFlag(page, 'labs', false);
    await expect(mainMenu(page).getByRole('link', { name: 'Users' })).toBeVisible();
    await expect(mainMenu(page).getByRole('link', { name: 'Labs' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Labs is switched off' })).toBeVisible();
    await page.goto('/labs/migrations');
    await expect(page.getByRole('heading', { level: 1, name: 'Labs is switched off' })).toBeVisible();
    await expect(mainMenu(page).getByRole('link', { name: 'Labs' })).toHaveCount(0);
    await shoot(page, testInfo, 'switched-off');
    await setFlag(page, 'labs', true);
  });

  test('a missing content key is translated beside its primary text', async ({ page }, testInfo) => {
    await signIn(page, accounts.super, { path: '/labs/content-list?locale=nl-nl&state=missing' });
    const row = page.getByRole('row', { name: /study_home\.eligibility/ });
    await expect(row.getByText('Missing')).toBeVisible();
    await shoot(page, testInfo, 'content-list');
    await row.getByRole('link', { name: 'study_home.eligibility' }).click();
    await expectPath(page, '/labs/content/study_home.eligibility');
    const section = page.getByRole('region', { name: 'Nederlands' });
    await expect(section.getByText('Who can take part')).toBeVisible();
    await section
      .getByRole('textbox', { name: 'Nederlands translation' })
      .fill('Wie kan er meedoen aan dit onderzoek en waarom');
    await expect(section.getByText(/times as long as the primary text/)).toBeVisible();
    await shoot(page, testInfo, 'content-key');
    await section.getByRole('textbox', { name: 'Nederlands translation' }).fill('Wie kan meedoen');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Content string saved');
    await expect(section.getByText('Up to date')).toBeVisible();
    // Back in the app, not a reload: the mock backend reseeds on every page load.
    await page.goBack();
    await expectPath(page, '/labs/content-list');
    await expect(page.getByRole('link', { name: 'study_home.duration' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'study_home.eligibility' })).toHaveCount(0);
  });

  test('a migration is dry-run, then run after a confirmation naming it', async ({ page }, testInfo) => {
    await signIn(page, accounts.super, { path: '/labs/migrations' });
    const card = page.getByRole('region', { name: 'Backfill consent versions' });
    await expect(card.getByRole('button', { name: 'Run', exact: true })).toBeDisabled();
    await card.getByRole('button', { name: 'Dry run' }).click();
    await expect(card.getByText(/1,204 records would change/)).toBeVisible();
    await shoot(page, testInfo, 'migrations-dry-run');
    await card.getByRole('button', { name: 'Run', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Run "Backfill consent versions"?' });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await shoot(page, testInfo, 'migrations-confirm');
    await dialog.getByRole('button', { name: 'Run Backfill consent versions' }).click();
    await expect(card.getByRole('progressbar')).toBeVisible();
    await expect(card.getByText('Done')).toBeVisible({ timeout: 15_000 });
    await card.getByRole('button', { name: /^Log/ }).click();
    await expect(card.getByText(/Finished: 1204 records changed/)).toBeVisible();
    await shoot(page, testInfo, 'migrations-done');
  });
});
