import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { accounts, expectToast, signIn } from './support';

const dir = 'test-results/screenshots';

// Seeded by the email area's mock (resources/emails/mocks/catalogue.ts), in this order.
const NEWSLETTER = 1;
const SURVEY_REMINDER = 8;
const IMPORTED_NEWSLETTER = 12;

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = `${dir}/emails-${name}.png`;
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

const saveState = (page: Page) => page.getByRole('banner').getByRole('status');

test.describe('Emails', () => {
  test('a two-column email in two languages, previewed on a phone with a participant, then test-sent', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await signIn(page, accounts.super, { path: `/templates/${SURVEY_REMINDER}` });
    await expect(page.getByRole('region', { name: 'Section 3' })).toBeVisible();
    await page.getByRole('button', { name: 'Add a 2-column section' }).click();
    const section = page.getByRole('region', { name: 'Section 4' });
    const left = section.getByRole('group', { name: 'Column 1 of section 4' });
    const right = section.getByRole('group', { name: 'Column 2 of section 4' });
    await left.getByRole('button', { name: 'Add block' }).click();
    await page.getByRole('menuitem', { name: 'Heading' }).click();
    await page.getByRole('textbox', { name: 'Heading (en-gb)' }).fill('Thanks, {{ first_name }}');
    await right.getByRole('button', { name: 'Add block' }).click();
    await page.getByRole('menuitem', { name: 'Button' }).click();
    await page.getByRole('textbox', { name: 'Button label (en-gb)' }).fill('Open the survey');
    await page.getByRole('textbox', { name: 'Link' }).fill('https://research.example.org/surveys');

    await page.getByRole('button', { name: 'Add language' }).click();
    await page.getByRole('menuitem', { name: 'German' }).click();
    await page.getByRole('textbox', { name: 'Subject (de-de)' }).fill('Ihre Umfrage wartet');
    await left.getByRole('button', { name: /^Heading/ }).click();
    await page.getByRole('textbox', { name: 'Heading (de-de)' }).fill('Danke, {{ first_name }}');
    await shot(page, testInfo, 'editor');
    await page.keyboard.press('Control+s');
    await expect(saveState(page)).toHaveText('All changes saved');

    await page.getByRole('tab', { name: 'Preview' }).click();
    // The preview opens in the language last edited (German here); English first.
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'English (UK)' }).click();
    await page.getByRole('button', { name: 'Phone' }).click();
    await page.getByRole('combobox', { name: 'Fill in from a participant' }).fill('staff@');
    await page.getByRole('option', { name: /\(staff@research\.test\)$/ }).click();
    const frame = page.frameLocator('iframe[title^="Preview of"]');
    await expect(frame.getByText('Thanks, Stella')).toBeVisible();
    await expect(page.locator('iframe[title^="Preview of"]')).toHaveAttribute('sandbox', /^allow-popups/);
    await shot(page, testInfo, 'preview-phone-en');
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'German' }).click();
    await expect(frame.getByText('Danke, Stella')).toBeVisible();
    await expect(page.getByText(/texts are missing in German/)).toBeVisible();
    await shot(page, testInfo, 'preview-phone-de');

    await page.getByRole('button', { name: 'Send test' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send a test email' });
    await expect(dialog.getByText('super@research.test')).toBeVisible();
    await dialog.getByRole('button', { name: 'Send test' }).click();
    await expect(dialog.getByText('Choose the language to send in.')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'German' }).click();
    await dialog.getByRole('button', { name: 'Send test' }).click();
    await expectToast(page, 'Test email sent.');

    await page.getByRole('tab', { name: 'Activity' }).click();
    const log = page.getByRole('table', { name: 'Activity, newest first' });
    await expect(log.locator('tbody tr').first()).toContainText('Test sent');
    await expect(log.locator('tbody tr').first()).toContainText('in de-de');
    await shot(page, testInfo, 'activity');
    await page.getByRole('tab', { name: 'Settings' }).click();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Survey reminder');
    await shot(page, testInfo, 'settings');
  });

  test('a send to a segment is confirmed by typing the count and goes once however often it is clicked', async ({
    page,
  }, testInfo) => {
    await signIn(page, accounts.super);
    let sends = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === `/api/admin/templates/${NEWSLETTER}/send`)
        sends += 1;
    });
    await page.goto(`/templates/${NEWSLETTER}`);
    await page.getByRole('button', { name: 'Send…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send this email' });
    const audience = dialog.getByText(/^This email goes to [\d,]+ recipients?\.$/);
    await expect(audience).toBeVisible();
    const count = ((await audience.textContent()) ?? '').replace(/\D/g, '');
    const language = dialog.getByRole('combobox', { name: 'Language' });
    await language.click();
    await page.getByRole('option', { name: 'English (UK)' }).click();
    // The menu is closed and the choice shown before the dialog is used again.
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(language).toHaveText('English (UK)');
    await dialog.getByRole('textbox', { name: /^Type \d+ to confirm/ }).fill('1');
    const send = dialog.getByRole('button', { name: /^Send to / });
    await send.click();
    await expect(dialog.getByText('Type the number of recipients exactly.')).toBeVisible();
    await dialog.getByRole('textbox', { name: /^Type \d+ to confirm/ }).fill(count);
    await shot(page, testInfo, 'send-dialog');
    await expect(send).toBeEnabled();
    await send.dblclick();
    await expect(dialog.getByText(/^Sent: queued for/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Sent' })).toBeDisabled();
    expect(sends).toBe(1);
  });

  test('a hostile imported template previews without running a script', async ({ page }, testInfo) => {
    await signIn(page, accounts.super);
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto(`/templates/${IMPORTED_NEWSLETTER}`);
    await expect(page.getByText(/written in another tool/)).toBeVisible();
    await shot(page, testInfo, 'legacy-editor');
    const title = await page.title();
    await page.getByRole('tab', { name: 'Preview' }).click();
    const frame = page.frameLocator('iframe[title^="Preview of"]');
    await expect(frame.getByRole('heading', { name: 'Spring news' })).toBeVisible();
    await expect(frame.locator('script')).toHaveCount(0);
    await expect(frame.locator('[onerror]')).toHaveCount(0);
    await expect(frame.locator('a[href^="javascript:"]')).toHaveCount(0);
    await expect(page.getByText(/Links without https/)).toBeVisible();
    await shot(page, testInfo, 'hostile-preview');
    expect(await page.title()).toBe(title);
    expect(dialogs).toEqual([]);
  });
  test('the list: a folder shows its templates, and a duplicate opens as the copy', async ({
    page,
  }, testInfo) => {
    await signIn(page, accounts.super, { path: '/emails' });
    const folders = page.getByRole('navigation', { name: 'Folders' });
    const table = page.getByRole('table');
    await expect(table.getByText('Password reset')).toBeVisible();
    await folders.getByRole('button', { name: 'Kit logistics' }).click();
    await expect(folders.getByRole('button', { name: 'Kit logistics' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(table.getByText('Password reset')).toHaveCount(0);
    // "Results" is a subfolder of "Kit logistics": its templates are listed too.
    await expect(table.getByText('Your results are ready')).toBeVisible();
    const kit = table.getByRole('row').filter({ hasText: 'Your kit is on its way' });
    await kit.getByRole('checkbox').check();
    await shot(page, testInfo, 'list');
    await page.getByRole('button', { name: 'Duplicate', exact: true }).click();
    await expect(page).toHaveURL(/\/templates\/\d+$/);
    await expect(page.getByRole('banner').getByText('Your kit is on its way (copy)')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Section 1' })).toBeVisible();
  });
});
