import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { accounts, expectPath, expectToast, mainMenu, menuLink, signIn, signInThroughForm } from './support';

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

  test('1,000 rows with 20 bad ones are ingested in batches, paused, and the refused batch retried', async ({
    page,
  }, testInfo) => {
    const lines = ['Site name,Identifier,City,Country'];
    for (let i = 1; i <= 1000; i += 1)
      lines.push(`Clinic ${i},E2E-${10000 + i},Leeds,${i % 50 === 0 ? 'GBR' : 'GB'}`);
    await signIn(page, accounts.super, { path: '/labs/fabric-ingestion' });
    await page.getByLabel('File (CSV or JSON)').setInputFiles({
      name: 'clinics.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(lines.join('\n')),
    });
    await expect(
      page.getByText('980 rows are ready to send; 20 rows have problems and will be skipped.'),
    ).toBeVisible();
    await expect(page.getByRole('table', { name: 'Rows with problems' }).locator('tbody tr')).toHaveCount(20);
    await shoot(page, testInfo, 'ingest-checked');

    await page.evaluate(() => {
      const mock = (
        window as unknown as { __mock: { setLatency(ms: number): void; forceStatus(f: object): void } }
      ).__mock;
      mock.setLatency(150);
      mock.forceStatus({
        method: 'POST',
        path: '/batches',
        status: 503,
        times: 1,
        body: { message: 'Ingestion is busy' },
      });
    });
    await page.getByRole('button', { name: 'Send 980 rows in batches of 50' }).click();
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(page.getByRole('heading', { name: 'Paused' })).toBeVisible();
    await shoot(page, testInfo, 'ingest-paused');
    await page.getByRole('button', { name: 'Resume' }).click();
    await expect(page.getByText('Finished: 930 created, 50 refused, 20 skipped for problems.')).toBeVisible({
      timeout: 30_000,
    });
    await expect(
      page.getByRole('table', { name: 'Rows the server refused' }).getByText('Ingestion is busy').first(),
    ).toBeVisible();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download refused rows (CSV)' }).click();
    const csv = await (await downloading).createReadStream().then(async (stream) => {
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString('utf8');
    });
    expect(csv.split(/\r?\n/)[0]).toBe('Site name,Identifier,City,Country,Reason');
    expect(csv.trim().split(/\r?\n/)).toHaveLength(51);
    await shoot(page, testInfo, 'ingest-report');

    await page.getByRole('button', { name: 'Retry refused rows (50)' }).click();
    await expect(page.getByText('Finished: 980 created, 0 refused, 20 skipped for problems.')).toBeVisible({
      timeout: 30_000,
    });
  });

  test('system settings list what a save changes and ask first', async ({ page }, testInfo) => {
    await signIn(page, accounts.super, { path: '/labs/system-settings' });
    await expect(page.getByRole('table', { name: 'Client settings' })).toBeVisible();
    await page.getByRole('spinbutton', { name: 'Minimum age' }).fill('21');
    await page.getByRole('button', { name: 'Save changes (1)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save 1 changed setting?' });
    await expect(dialog.getByRole('list', { name: 'What changes' })).toContainText('Minimum age');
    await shoot(page, testInfo, 'settings-confirm');
    await dialog.getByRole('button', { name: 'Save these changes' }).click();
    await expectToast(page, '1 setting saved');
    await shoot(page, testInfo, 'settings');
  });

  test('the visualiser opens a flow from its node', async ({ page }, testInfo) => {
    // Study 7 has flows of its own (study 1 owns none in the seed).
    await signIn(page, accounts.super, { path: '/labs/study-visualiser?study_id=7' });
    const diagram = page.getByRole('group', { name: /^Diagram of / });
    const flow = diagram.getByRole('button', { name: /^Flow, / }).first();
    await expect(flow).toBeVisible();
    await shoot(page, testInfo, 'visualiser');
    await flow.click();
    await expect(page).toHaveURL(/\/studies\/flow\/\d+$/);
  });

  test('the playground shows a content string with sample values at phone width', async ({
    page,
  }, testInfo) => {
    await signInThroughForm(page, accounts.super, { path: '/labs/content-playground' });
    const frame = page.frameLocator('iframe[title="Preview of study_home.rich_intro"]');
    await expect(frame.getByText('Sleep and Recovery')).toBeVisible();
    await page.getByRole('button', { name: 'Phone' }).click();
    await shoot(page, testInfo, 'playground');
  });

  test('landing texts are generated from a study, edited, previewed at phone width and saved into its draft', async ({
    page,
  }, testInfo) => {
    await signIn(page, accounts.super, { path: '/labs/landing-page-generator?study_id=2' });
    // The study asked for in the address is the one chosen.
    await expect(page.getByRole('combobox', { name: 'Study' })).toHaveText(/\w/);
    await page.getByRole('combobox', { name: 'Layout' }).click();
    await page.getByRole('option', { name: /^Detailed/ }).click();
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    const title = page.getByRole('textbox', { name: 'Title' });
    await expect(title).not.toHaveValue('');
    await title.fill('Help us understand long-term sleep');
    const preview = page.frameLocator('iframe[title^="Preview of the landing page"]');
    await expect(preview.getByRole('heading', { name: 'Help us understand long-term sleep' })).toBeVisible();
    await page.getByRole('button', { name: 'Phone' }).click();
    await shoot(page, testInfo, 'landing-generator');

    await page.getByRole('button', { name: 'Save into the draft' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Nothing is published');
    await dialog.getByRole('button', { name: 'Save into the draft' }).click();
    await expect(page.getByText(/^Landing texts saved into the draft of /)).toBeVisible();
    // What was typed is still there after the save.
    await expect(title).toHaveValue('Help us understand long-term sleep');
  });
});
