// Interactions timed as browsers measure them (tests/bench/inp.mjs) that change what is on screen:
// moving and adding blocks in a 300-block flow, and opening a record from a list.
/* global document */
import { growFlow } from './flow-setup.mjs';
import { figures, inpLimits, measureInteractions } from './inp.mjs';
import { go, readyAt } from './page-tools.mjs';

/** INP ≤ 100 ms at p75 and ≤ 200 ms at worst per kind. */
export const TARGETS = {
  flowBlocks: inpLimits('move', 'add'),
  openFromList: inpLimits('open'),
};

/**
 * Flow 1 grown to 300 blocks: a block moved down, up and down again from the keyboard (Alt+arrows
 * on its outline row); then a block added through the Add block dialog, twice (the opening click
 * and the choice of type are each an interaction).
 */
export async function flowBlocks(page) {
  const blocks = await growFlow(page, 1, 300);
  await go(page, '/studies/flow/1');
  const outline = page.getByRole('navigation', { name: 'Flow outline' });
  await readyAt(
    page,
    (n) =>
      (document.querySelector('nav[aria-label="Flow outline"]')?.querySelectorAll('li').length ?? 0) >= n,
    blocks,
  );
  const links = outline.getByRole('link');
  const moved = await links.nth(3).textContent();
  await links.nth(3).focus();
  const press = (key) => () => page.keyboard.press(key);
  const moves = await measureInteractions(page, [
    press('Alt+ArrowDown'),
    press('Alt+ArrowUp'),
    press('Alt+ArrowDown'),
  ]);
  // Down, up, down: the block is one place lower, or the keys moved nothing and timed nothing.
  if ((await links.nth(4).textContent()) !== moved) throw new Error('the block did not move');
  const open = () => page.getByRole('button', { name: 'Add block' }).click();
  const choose = () =>
    page.getByRole('dialog', { name: 'Add a block' }).getByRole('button', { name: 'Single choice' }).click();
  const adds = await measureInteractions(page, [open, choose, open, choose]);
  const rows = await outline.locator('li').count();
  if (rows < blocks + 2) throw new Error(`${rows} rows after adding two blocks to ${blocks}`);
  return { blocks, ...figures('move', moves, 'flow-move'), ...figures('add', adds, 'flow-add') };
}

/** The users list's first row clicked: the participant's page opens. */
export async function openFromList(page) {
  await go(page, '/users');
  await readyAt(page, () => document.querySelectorAll('main tbody tr').length >= 25);
  const row = page.locator('main tbody tr').first();
  const opened = await measureInteractions(page, [() => row.click()]);
  await readyAt(page, () => /^\/users\/[^/]+/.test(document.location.pathname));
  return figures('open', opened, 'list-open');
}
