import { expect, test } from '@playwright/test';
import { accounts, expectPath, expectToast, forceStatus, signIn } from './support';

test.describe('a role and its preview; the command palette', () => {
  test('ticking a permission changes what a holder of the role would see', async ({ page }) => {
    await signIn(page, accounts.super, { path: '/roles/2' });
    await expect(page.getByRole('heading', { level: 1, name: 'Role: Researcher' })).toBeVisible();
    const preview = page.getByRole('list', { name: 'Menu of this role' });
    await expect(preview.getByRole('listitem')).toHaveText([/^Studies/, /^Flows/]);
    await page.getByRole('checkbox', { name: 'perm.admin_client.feature.kits', exact: true }).check();
    await expect(preview.getByRole('listitem')).toHaveText([/^Studies/, /^Flows/, /^KitLink/, /^Kits/]);
    // Beside the menu: the Data screens it opens and what it may change on each.
    const actions = page.getByRole('table', { name: 'What it may change' });
    await expect(
      actions.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Flows' }) }),
    ).toContainText(/edit.*publish/);
    await expect(actions.getByRole('rowheader', { name: 'Email templates' })).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'perm.admin_menu.templates', exact: true }).check();
    await expect(
      actions.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Email templates' }) }),
    ).toContainText('send');
    await page.screenshot({ path: 'test-results/screenshots/role-page.png', fullPage: true });
  });

  test('a save the server partly refuses names what failed, keeps it ticked, and Save again sends only it', async ({
    page,
  }) => {
    await signIn(page, accounts.super, { path: '/roles/2' });
    await expect(page.getByRole('heading', { level: 1, name: 'Role: Researcher' })).toBeVisible();
    const box = (name: string) => page.getByRole('checkbox', { name, exact: true });
    const wanted = ['perm.admin_client.feature.users', 'perm.users.export'];
    for (const name of wanted) await box(name).check();
    const save = async () => {
      await page.getByRole('button', { name: 'Save changes' }).click();
      const summary = page.getByRole('dialog', { name: 'Save these changes to the role?' });
      const granted = await summary
        .getByRole('heading', { name: /^(Permission|\d+ permissions) granted$/ })
        .locator('xpath=following-sibling::*[1]')
        .textContent();
      await summary.getByRole('button', { name: 'Save changes' }).click();
      const why = page.getByRole('dialog', { name: 'Why is this change made?' });
      await why.getByRole('radio', { name: 'Protocol or study amendment' }).check();
      await why.getByRole('button', { name: 'Send with this reason' }).click();
      return granted ?? '';
    };
    // The first grant to reach the server is refused; the other goes through.
    await forceStatus(page, { method: 'POST', path: '/api/role-permissions', status: 500, times: 1 });
    const first = await save();
    for (const name of wanted) expect(first).toContain(name);
    const alert = page.getByRole('alert').filter({ hasText: 'One change was not saved' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(/Granting “perm\.(admin_client\.feature\.users|users\.export)”:/);
    const told = (await alert.textContent()) ?? '';
    const refused = wanted.filter((name) => told.includes(`Granting “${name}”`));
    expect(refused).toHaveLength(1);
    // What was ticked stays ticked, the refused grant included.
    for (const name of wanted) await expect(box(name)).toBeChecked();

    // Save again sends only the refused grant.
    const second = await save();
    expect(wanted.filter((name) => second.includes(name))).toEqual(refused);
    await expectToast(page, 'Role saved');
    await expect(page.getByRole('alert').filter({ hasText: 'not saved' })).toHaveCount(0);
    for (const name of wanted) await expect(box(name)).toBeChecked();
  });

  test('Ctrl+K goes to Kits by name, keyboard only', async ({ page }) => {
    await signIn(page, accounts.super, { path: '/users/' });
    // The palette listens from the admin layout, which mounts once the session is checked.
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox', { name: 'Go to a screen or find a record' });
    await expect(input).toBeFocused();
    await page.keyboard.type('kits');
    await expect(page.getByRole('option').first()).toHaveText(/^Kits/);
    await page.screenshot({ path: 'test-results/screenshots/command-palette.png' });
    await page.keyboard.press('Enter');
    await expectPath(page, '/kit-list');
    await expect(page.getByRole('dialog', { name: 'Command palette' })).toBeHidden();
  });

  test('Ctrl+K finds a study by its title and opens it, keyboard only', async ({ page }) => {
    await signIn(page, accounts.super, { path: '/users/' });
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('combobox', { name: 'Go to a screen or find a record' })).toBeFocused();
    await page.keyboard.type('Digital pulse brochure');
    const found = page.getByRole('option', { name: /Digital pulse brochure study/ });
    await expect(found).toBeVisible();
    while ((await found.getAttribute('aria-selected')) !== 'true') await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    // A study hit opens the study's own hub, as a studies list row does.
    await expectPath(page, '/study/5');
  });

  test('Ctrl+K finds a participant by name, told apart by email, and opens their page', async ({ page }) => {
    await signIn(page, accounts.super, { path: '/kitlink' });
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('combobox', { name: 'Go to a screen or find a record' })).toBeFocused();
    await page.keyboard.type('Ricky Flatley');
    const found = page.getByRole('option', { name: /Ricky Flatley.*ricky\.flatley9806@example\.co\.uk/ });
    await expect(found).toHaveCount(1);
    while ((await found.getAttribute('aria-selected')) !== 'true') await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expectPath(page, '/users/9806');
    await expect(page.getByRole('heading', { level: 1, name: 'Ricky Flatley' })).toBeVisible();
  });
});
