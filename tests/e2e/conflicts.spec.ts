import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { accounts, DEMO_PASSWORD, expectPath, expectToast, signIn } from './support';

const CONDITION = 5;
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}(\\s*\\*)?$`));
const formSave = (page: Page) => page.locator('form').getByRole('button', { name: 'Save', exact: true });

/** Another session saves the condition's name through the API, as a colleague's browser would. */
async function colleagueSavesName(page: Page, name: string): Promise<void> {
  const status = await page.evaluate(
    async ({ id, name, email, password }) => {
      const json = { 'Content-Type': 'application/json', Client: 'admin' };
      const login = await fetch('/api/auth/login', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ data: { email, password } }),
      });
      const { data } = (await login.json()) as { data: { token: string } };
      const auth = { ...json, Authorization: `Bearer ${data.token}` };
      const read = (await (await fetch(`/api/conditions/${id}`, { headers: auth })).json()) as {
        data: { updated_at: string };
      };
      const saved = await fetch(`/api/conditions/${id}`, {
        method: 'PUT',
        headers: { ...auth, 'If-Match': JSON.stringify(read.data.updated_at) },
        body: JSON.stringify({ data: { name } }),
      });
      return saved.status;
    },
    { id: CONDITION, name, email: accounts.super, password: DEMO_PASSWORD },
  );
  expect(status).toBe(200);
}

test('someone else saved first: both versions side by side, nothing lost, focus kept', async ({
  page,
}, testInfo) => {
  await signIn(page, accounts.super, { path: `/conditions/${CONDITION}` });
  const area = field(page, 'Therapeutic area');
  await expect(area).toBeVisible();
  await colleagueSavesName(page, 'Changed in another tab');

  await area.fill('Respiratory medicine');
  await formSave(page).click();
  const dialog = page.getByRole('dialog', { name: 'Someone else saved this record' });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByRole('radio', { name: 'Saved by someone else: Changed in another tab' }),
  ).toBeChecked();
  await expect.poll(() => dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  const path = 'test-results/screenshots/condition-edit-conflict.png';
  await page.screenshot({ path });
  await testInfo.attach('a version conflict on save', { path, contentType: 'image/png' });

  // Escape goes back to the form with what was typed, focus on its Save; the next save asks again.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(formSave(page)).toBeFocused();
  await expect(area).toHaveValue('Respiratory medicine');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Changes saved');
  await expectPath(page, `/conditions/${CONDITION}/show`);
  await expect(page.getByText('Changed in another tab').first()).toBeVisible();
  await expect(page.getByText('Respiratory medicine')).toBeVisible();
});
