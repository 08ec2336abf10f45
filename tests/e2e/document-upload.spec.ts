import { expect, test } from '@playwright/test';
import { chooseFile, openDocuments, slowUploads, uniqueName, uploadsSent } from './document-upload';
import { expectToast } from './support';

// The upload's progress is seen over HTTP only: tests/e2e/over-http/document-upload-progress.http.ts.
test.describe('a participant’s document upload', () => {
  test('Upload pressed twice sends the file once', async ({ page }) => {
    const name = uniqueName('consent-once', test.info().workerIndex);
    const sent = uploadsSent(page);
    await openDocuments(page);
    await chooseFile(page, name);
    await slowUploads(page);
    await page.getByRole('button', { name: 'Upload', exact: true }).dblclick();

    await expectToast(page, `${name} uploaded`);
    await expect(page.getByRole('link', { name })).toHaveCount(1);
    expect(sent).toHaveLength(1);
  });
});
