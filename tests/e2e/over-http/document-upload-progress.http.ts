import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { chooseFile, openDocuments, slowUploads, uniqueName, uploadsSent } from '../document-upload';
import { expectToast } from '../support';

// Run by tests/e2e/over-http/playwright.config.ts: the production build with the mock backend as a
// loopback HTTP server (`npm run preview`), so the file really crosses the network and the browser
// reports its progress. In the mock build the service worker takes the body whole: no progress.
test.describe('a participant’s document upload over HTTP', () => {
  test('shows how much of the file has gone, then the stored document', async ({ page }) => {
    const name = uniqueName('consent-progress', test.info().workerIndex);
    const sent = uploadsSent(page);
    await openDocuments(page);
    await chooseFile(page, name);
    await slowUploads(page);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();

    const status = page.getByRole('status', { name: `Uploading ${name}` });
    const bar = status.getByRole('progressbar', { name: `Upload progress of ${name}` });
    // Part of the file has gone, not none and not all: the bar and its words tell the bytes sent.
    await expect(bar).toHaveAttribute('aria-valuenow', /^[1-9]\d?$/);
    await expect(status).toContainText(new RegExp(`^Uploading ${name}: [\\d.]+ (KB|MB) of 4 MB sent`));
    await expect(bar).toHaveAttribute('aria-valuetext', /^[\d.]+ (KB|MB) of 4 MB sent$/);
    await expect(status.getByRole('button', { name: 'Cancel upload' })).toBeEnabled();
    // While it goes, neither another file nor another upload can be started.
    await expect(page.getByRole('button', { name: 'Upload', exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Choose a file' })).toBeDisabled();

    const { violations } = await new AxeBuilder({ page })
      .include('section[aria-label="Upload a document"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag22aa'])
      .analyze();
    expect(
      violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);

    await expectToast(page, `${name} uploaded`);
    await expect(status).toBeHidden();
    await expect(page.getByRole('link', { name })).toBeVisible();
    expect(sent).toHaveLength(1);
  });
});
