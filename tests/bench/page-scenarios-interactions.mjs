// Interactions timed as browsers measure them (tests/bench/inp.mjs): INP and the deferred work
// that follows, on a role's permissions, the command palette and the users filter builder.
/* global document, window */
import { figures, inpLimits, keySteps, measureInteractions } from './inp.mjs';
import { go, readyAt } from './page-tools.mjs';

/** INP ≤ 100 ms at p75 and ≤ 200 ms at worst per kind; a keystroke's work with its deferred work ≤ 16 ms. */
export const TARGETS = {
  rolePermission: inpLimits('tick'),
  commandPalette: { ...inpLimits('open', 'key', 'choose'), keyWorkP75Ms: 16 },
  userFilterCondition: { ...inpLimits('field', 'key'), keyWorkP75Ms: 16 },
};

/** Role 2: a feature permission ticked and unticked, twice; the role's menu preview follows. */
export async function rolePermission(page) {
  await go(page, '/roles/2');
  const box = page.getByRole('checkbox', { name: 'perm.admin_client.feature.kits', exact: true });
  await box.waitFor({ timeout: 60_000 });
  const click = () => box.click();
  return figures('tick', await measureInteractions(page, [click, click, click, click]), 'role-tick');
}

/** Ctrl+K, "kits" typed, Enter on the first hit (the Kits screen). */
export async function commandPalette(page) {
  await go(page, '/users');
  await readyAt(page, () => document.querySelectorAll('main tbody tr').length > 0);
  const open = await measureInteractions(page, [() => page.keyboard.press('Control+k')]);
  const input = page.getByRole('combobox', { name: 'Go to a screen or find a record' });
  await input.waitFor();
  const keys = await measureInteractions(page, keySteps(page, 'kits'));
  await page.getByRole('option').first().waitFor();
  const choose = await measureInteractions(page, [() => page.keyboard.press('Enter')]);
  await readyAt(page, () => window.location.pathname === '/kit-list');
  return {
    ...figures('open', open, 'palette-open'),
    ...figures('key', keys, 'palette-key'),
    ...figures('choose', choose, 'palette-choose'),
  };
}

/** The users filter builder: a condition's field changed from the keyboard, then its value typed. */
export async function userFilterCondition(page) {
  await go(page, '/users');
  await readyAt(page, () => document.querySelectorAll('main tbody tr').length >= 25);
  await page.getByRole('button', { name: 'Filter builder' }).click();
  await page.getByRole('button', { name: 'Add condition' }).click();
  // The field's MUI select: each opening of its list and each choice is one interaction.
  const open = () => page.getByRole('combobox', { name: 'Field' }).click();
  const pick = (name) => () =>
    page
      .getByRole('listbox')
      .getByRole('option', name ? { name } : {})
      .first()
      .click();
  const fields = await measureInteractions(page, [
    open,
    pick('Registration source'),
    open,
    pick(),
    open,
    pick('Registration source'),
  ]);
  await page.getByTitle('Value').click();
  const keys = await measureInteractions(page, keySteps(page, 'android'));
  return { ...figures('field', fields, 'filter-field'), ...figures('key', keys, 'filter-key') };
}
