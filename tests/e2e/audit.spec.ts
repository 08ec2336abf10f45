import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { accounts, expectToast, giveReason, mainMenu, signIn } from './support';

// The audit trail as staff meet it: a risky edit asks why, History shows it in words, a change is
// reverted with its own reason. Publishing signed is walked in studies and flows.

const dir = 'test-results/screenshots';
const USER = 42;
const RESEARCHER = 2;
const CONDITION = 3;

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = `${dir}/audit-${name}.png`;
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

async function expectNoSeriousA11y(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a participant’s phone changed with a reason shows in their History', async ({ page }, testInfo) => {
  await signIn(page, accounts.cohorts, { path: `/users/${USER}?tab=profile` });
  const phone = page.getByRole('textbox', { name: 'Phone' });
  await phone.fill('07700 900777');
  await page.getByRole('button', { name: 'Save profile' }).click();
  const why = page.getByRole('dialog', { name: 'Why is this change made?' });
  await expect(why).toContainText("Changing a participant's personal data is recorded");
  await why.getByRole('radio', { name: "At the participant's request" }).check();
  await why.getByRole('textbox', { name: /Details/ }).fill('Called the study line');
  await expectNoSeriousA11y(page);
  await shot(page, testInfo, 'reason-dialog');
  await why.getByRole('button', { name: 'Send with this reason' }).click();
  await expect(why).toBeHidden();

  await page.getByRole('tab', { name: 'History' }).click();
  const history = page.getByRole('list', { name: 'History' });
  await expect(history.getByText(/Phone changed from .* to "07700 900777"/)).toBeVisible();
  await expect(
    history.getByText("Reason: At the participant's request: Called the study line"),
  ).toBeVisible();
  await expectNoSeriousA11y(page);
  await shot(page, testInfo, 'user-history');
});

test('a role’s change is reverted from its History with a reason', async ({ page }, testInfo) => {
  await signIn(page, accounts.super, { path: `/roles/${RESEARCHER}` });
  const description = page.getByRole('textbox', { name: 'Description' });
  const before = await description.inputValue();
  await description.fill('Designs studies and their flows.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page
    .getByRole('dialog', { name: 'Save these changes to the role?' })
    .getByRole('button', { name: 'Save changes' })
    .click();
  await expectToast(page, 'Role saved');

  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('list', { name: 'History' });
  await expect(
    history.getByText(/Description changed from .* to "Designs studies and their flows\."/),
  ).toBeVisible();
  await history
    .getByRole('button', { name: /^Revert the change of/ })
    .first()
    .click();
  const revert = page.getByRole('dialog', { name: 'Revert this change' });
  await expect(revert.getByRole('checkbox', { name: /Description changed/ })).toBeChecked();
  await shot(page, testInfo, 'revert-dialog');
  await revert.getByRole('button', { name: 'Revert selected fields' }).click();
  const why = page.getByRole('dialog', { name: 'Why is this change made?' });
  await why.getByRole('radio', { name: 'Correcting an error' }).check();
  await why.getByRole('button', { name: 'Send with this reason' }).click();
  await expectToast(page, 'Reverted: description.');
  await expect(description).toHaveValue(before);
  await expect(history.getByText('Reason: Correcting an error')).toBeVisible();
  await expectNoSeriousA11y(page);
  await shot(page, testInfo, 'role-history');
});

test('a deleted record is restored from the Audit screen with a reason', async ({ page }, testInfo) => {
  await signIn(page, accounts.super, { path: `/conditions/${CONDITION}` });
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /confirm/i })
    .click();
  await giveReason(page, 'Data quality review');
  await expect(page).toHaveURL(/\/conditions(\?|$)/);

  // Within the app: a page load would start the in-browser mock afresh.
  await mainMenu(page).getByRole('link', { name: 'Audit' }).click();
  const table = page.getByRole('table', { name: 'Audit entries' });
  const row = table.getByRole('row').filter({ hasText: 'Deleted' }).first();
  const restore = row.getByRole('button', { name: new RegExp(`^Restore Condition ${CONDITION} “`) });
  await expect(restore).toBeVisible();
  await shot(page, testInfo, 'restore-offered');
  const name = String(await restore.getAttribute('aria-label')).replace(/^Restore /, '');
  await restore.click();
  await giveReason(page, 'Correcting an error');
  await expectToast(page, `Restored: ${name}.`);
  await expect(table.getByRole('row').filter({ hasText: 'Reverted' }).first()).toContainText(
    'Correcting an error',
  );
  await expectNoSeriousA11y(page);
  await shot(page, testInfo, 'restored');

  await row.getByRole('link', { name: `Condition ${CONDITION}` }).click();
  await expect(page).toHaveURL(new RegExp(`/conditions/${CONDITION}$`));
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).toBeVisible();
});
