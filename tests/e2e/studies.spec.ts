import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { accounts, DEMO_PASSWORD, expectPath, signIn } from './support';

const dir = 'test-results/screenshots';

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = `${dir}/studies-${name}.png`;
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test.describe('Studies', () => {
  test('a published study is edited, its missing text translated, and the version published with a note', async ({
    page,
  }, testInfo) => {
    await signIn(page, accounts.staff, { path: '/studies/4?tab=locales' });
    await page.getByRole('button', { name: 'Check out' }).click();
    await expect(page.getByText(/^Draft version \d+$/).first()).toBeVisible();
    const missing = page.getByText(/^[a-z]{2}-[a-z]{2}: 1 missing$/);
    await expect(missing).toBeVisible();
    const locale = ((await missing.textContent()) ?? '').slice(0, 5);
    await expect(page.getByRole('button', { name: /^Publish version \d+…$/ })).toBeDisabled();
    await shot(page, testInfo, 'editor-locales-incomplete');

    await page.getByRole('link', { name: 'Landing headline' }).click();
    await expectPath(page, '/studies/4/page-editor');
    const headline = page.getByLabel(`Landing headline (${locale})`);
    await expect(headline).toBeEnabled();
    await headline.fill('Help ons migraine te begrijpen');
    await page.keyboard.press('Control+s');
    await expect(page.getByText('All changes saved')).toBeVisible();
    await page.getByRole('button', { name: 'Phone' }).click();
    await expect(
      page.frameLocator('iframe').getByRole('heading', { name: 'Help ons migraine te begrijpen' }),
    ).toBeVisible();
    // The button shows with its text, white on blue (the sanitiser keeps colours only).
    const button = page.frameLocator('iframe').getByRole('link');
    await expect(button).toHaveText(/\S/);
    await expect(button).toHaveCSS('background-color', 'rgb(21, 101, 192)');
    await shot(page, testInfo, 'page-editor-phone');

    await page.getByRole('link', { name: 'Editor' }).click();
    await page.getByRole('tab', { name: 'Locales and publishing' }).click();
    await expect(page.getByText(`${locale}: complete`)).toBeVisible();
    await page.getByRole('button', { name: /^Publish version \d+…$/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByText(`Landing headline set to "Help ons migraine te begrijpen" in ${locale}`),
    ).toBeVisible();
    await dialog.getByLabel(/Changelog note/).fill('Dutch headline translated');
    // A signed publish: both credential components again, under the meaning shown.
    await expect(
      dialog.getByText(/Meaning of this signature: Approved for release to participants/),
    ).toBeVisible();
    await dialog.getByLabel(/Your email/).fill(accounts.staff);
    await dialog.getByLabel(/Your password/).fill(DEMO_PASSWORD);
    await shot(page, testInfo, 'publish-version-dialog');
    await dialog.getByRole('button', { name: /^Publish version/ }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('link', { name: 'Overview' }).click();
    await expectPath(page, '/study/4');
    const versions = page.getByRole('region', { name: 'Versions' });
    await expect(versions.getByRole('cell', { name: 'Dutch headline translated' })).toBeVisible();
    await shot(page, testInfo, 'home');
    await versions.getByRole('link').first().click();
    await page.getByRole('tab', { name: 'Changelog' }).click();
    await expect(page.getByText('Dutch headline translated')).toBeVisible();
    await shot(page, testInfo, 'version-changelog');
  });

  test('a draft checked out by another account reads with the holder named', async ({ page }, testInfo) => {
    await signIn(page, accounts.staff, { path: '/studies/2' });
    await expect(page.getByText(/^Checked out by Sam Super since \d\d:\d\d/)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Title' })).toBeDisabled();
    await shot(page, testInfo, 'editor-locked');
    await page.getByRole('tab', { name: 'Texts' }).click();
    await shot(page, testInfo, 'editor-texts');
  });

  test('a half-typed date is refused with its message, and kept as typed', async ({ page }, testInfo) => {
    await signIn(page, accounts.staff, { path: '/studies/1' });
    await page.getByRole('button', { name: 'Check out' }).click();
    await expect(page.getByRole('textbox', { name: /^Title/ })).toBeEnabled();
    const end = page.getByRole('group', { name: /^End date/ });
    await end.getByRole('spinbutton', { name: 'Day' }).click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('12/0');
    await page.keyboard.press('Control+s');
    await expect(page.getByText('End date is incomplete: fill in every part of the date')).toBeVisible();
    await expect(page.getByText('Unsaved changes')).toBeVisible();
    await expect(page.locator('input[name="end"]')).toHaveValue(/^12 /);
    await shot(page, testInfo, 'editor-date-incomplete');
  });

  test('every study screen opens', async ({ page }, testInfo) => {
    await signIn(page, accounts.super, { path: '/studies' });
    await expect(page.getByRole('columnheader', { name: 'Draft open' })).toBeVisible();
    await shot(page, testInfo, 'list');
    await page.goto('/studies/1/content');
    await expect(page.getByRole('table', { name: 'Content' })).toBeVisible();
    await shot(page, testInfo, 'content');
    await page.getByRole('table', { name: 'Content' }).getByRole('link').first().click();
    await expect(
      page.getByRole('region', { name: 'English (United Kingdom) · en-gb (primary)' }),
    ).toBeVisible();
    await shot(page, testInfo, 'content-item');
    await page.goto('/studies/7/flows');
    await expect(page.getByRole('main').getByRole('row').nth(1)).toBeVisible();
    await shot(page, testInfo, 'flows');
    await page.goto('/study/1/versions/101');
    await expect(page.getByRole('tab', { name: 'Changelog' })).toBeVisible();
    await shot(page, testInfo, 'version-index');
    await page.goto('/study/1/versions/101?tab=details');
    await expect(page.getByRole('table', { name: 'Texts per locale' })).toBeVisible();
    await shot(page, testInfo, 'version-details');
  });
});
