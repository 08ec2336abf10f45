import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { accounts, expectPath, expectToast, giveReason, menuLink, signIn } from './support';

const dir = 'test-results/screenshots';

async function shot(page: Page, testInfo: TestInfo, name: string) {
  const path = `${dir}/users-${name}.png`;
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** Everything the browser keeps that a later visitor of this profile could read. */
async function stored(page: Page): Promise<string> {
  return page.evaluate(() => {
    const dump = (s: Storage) => Object.keys(s).map((k) => `${k}=${s.getItem(k) ?? ''}`);
    return [...dump(localStorage), ...dump(sessionStorage), document.cookie].join('\n');
  });
}

const TABS = ['Overview', 'Profile', 'Security', 'Studies', 'Calls', 'Documents'] as const;

test.describe('participants: find, read, call, review, act as', () => {
  test('a participant is found, read tab by tab, called, reviewed and acted as; no PHI left behind', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    const visited: string[] = [];
    page.on('framenavigated', (f) => {
      if (f === page.mainFrame()) visited.push(f.url());
    });
    await signIn(page, accounts.super);
    await menuLink(page, 'Users').click();
    await expectPath(page, '/users');
    const firstRow = page.locator('tbody tr').first();
    await expect(firstRow).toBeVisible();
    const name = ((await firstRow.locator('td').nth(1).textContent()) ?? '').trim();
    const email = ((await firstRow.locator('td').nth(2).textContent()) ?? '').trim();
    expect(name).not.toBe('');
    await page.getByPlaceholder('Search').fill(name);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await page.locator('tbody tr').first().locator('td').nth(1).click();
    await expect(page).toHaveURL(/\/users\/\d+$/);
    const id = new URL(page.url()).pathname.split('/').pop() ?? '';
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^User ${id} · `));

    for (const tab of TABS) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel').getByRole('progressbar')).toHaveCount(0);
      if (tab !== 'Overview') await expect(page).toHaveURL(new RegExp(`\\?tab=${tab.toLowerCase()}$`));
      await shot(page, testInfo, `tab-${tab.toLowerCase()}`);
    }

    await page.getByRole('tab', { name: 'Calls' }).click();
    await page.getByRole('button', { name: 'Log a call' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log a call' });
    await dialog.getByRole('combobox', { name: /Call type/ }).click();
    await page.getByRole('option', { name: 'Follow-up', exact: true }).click();
    await dialog.getByRole('combobox', { name: /Status/ }).click();
    await page.getByRole('option', { name: 'Completed', exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Notes' }).fill('Talked through the next clinic visit.');
    await dialog.getByRole('button', { name: 'Save call' }).click();
    await expectToast(page, 'Call logged');
    const calls = page.getByRole('table', { name: 'Calls, newest first' });
    await expect(calls.locator('tbody tr').first()).toContainText('Talked through the next clinic visit.');

    await page.getByRole('tab', { name: 'Documents' }).click();
    await page.getByLabel('Choose a file').setInputFiles({
      name: 'consent-signed.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(
        '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
      ),
    });
    await page.getByRole('combobox', { name: 'Document type' }).click();
    await page.getByRole('option', { name: 'Consent form', exact: true }).click();
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expectToast(page, 'consent-signed.pdf uploaded');
    await page.getByRole('button', { name: 'Approve consent-signed.pdf' }).click();
    await giveReason(page, 'Data quality review');
    await expectToast(page, 'Document approved');
    await shot(page, testInfo, 'documents-after-review');
    const image = page.getByRole('link', { name: /\.png$/ }).first();
    if ((await image.count()) > 0) {
      await image.click();
      await expect(page.getByRole('img', { name: /^Preview of / })).toBeVisible();
      await shot(page, testInfo, 'document-page');
      await page.goBack();
    }

    await page.getByRole('tab', { name: 'Overview' }).click();
    await page.getByRole('link', { name: 'Act as this user' }).click();
    await expectPath(page, '/impersonate');
    await page.getByRole('textbox', { name: /^Reason/ }).fill('Ticket SUP-4100: results page looks empty');
    await page.getByRole('button', { name: `Act as ${name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Act as this user' }).click();
    // A participant is acted as on the participant platform, opened with a one-time code; this
    // build names no platform, so the console says so and keeps the staff session.
    await expect(page.getByText(`${name} is a participant, and the participant platform`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Acting as another user' })).toHaveCount(0);
    await shot(page, testInfo, 'acting-participant');

    const secrets = [
      name,
      email,
      encodeURIComponent(name),
      encodeURIComponent(email),
      'SUP-4100',
      'clinic visit',
    ];
    for (const url of visited) for (const s of secrets) expect(url).not.toContain(s);
    const kept = await stored(page);
    for (const s of secrets) expect(kept).not.toContain(s);
  });
});
