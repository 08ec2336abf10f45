// The 500-row page: in the console through the URL's perPage when the list honours it, else through
// the list's rows-per-page selector, else (reported as such) on another list that honours the URL.
// The stock reference gets the same kind of change (its selector stops at 50 rows a page).
/* global window */
import { benchContext, clickUntilRows, hashUntilRows, navigateUntilRows, untilRows } from './browser.mjs';

const ROWS = 500;
const rowsPerPage = (page) => page.getByRole('combobox', { name: /rows per page/i });

/** Rows shown once `path` has settled, and whether its selector offers a 500-row page. */
async function probe(browser, baseURL, state, path) {
  const context = await benchContext(browser, baseURL, state);
  const page = await context.newPage();
  try {
    await page.goto(path);
    await untilRows(page, 1);
    await page.waitForLoadState('networkidle');
    const rows = await page.evaluate(() => window.__benchRows().length);
    let selector = false;
    if ((await rowsPerPage(page).count()) > 0) {
      await rowsPerPage(page).click();
      selector = (await page.getByRole('option', { name: String(ROWS), exact: true }).count()) > 0;
    }
    return { rows, selector };
  } catch {
    return { rows: 0, selector: false };
  } finally {
    await context.close();
  }
}

/**
 * Picks how the 500-row page is reached. `candidates`: [{ label, path, listPath }] in order of
 * preference; `path` carries perPage=500, `listPath` is the same list at its default page size.
 */
export async function planBigPage(browser, baseURL, state, candidates) {
  const notes = [];
  for (const { label, path, listPath } of candidates) {
    const { rows, selector } = await probe(browser, baseURL, state, path);
    if (rows >= ROWS) {
      return {
        label,
        kind: 'navigation',
        how: `navigation to ${path}`,
        notes,
        measure: (page) => navigateUntilRows(page, path, ROWS),
      };
    }
    if (selector) {
      return {
        label,
        kind: 'selector',
        how: `rows-per-page selector on ${listPath}`,
        notes,
        measure: async (page) => {
          await navigateUntilRows(page, listPath, 1);
          await page.waitForLoadState('networkidle');
          await rowsPerPage(page).click();
          const option = page.getByRole('option', { name: String(ROWS), exact: true });
          return clickUntilRows(page, option, { count: ROWS });
        },
      };
    }
    notes.push(
      `${label}: ${path} showed ${rows} rows and no ${ROWS}-row option in the rows-per-page selector`,
    );
  }
  return { label: null, kind: null, how: null, notes, measure: null };
}

/**
 * The stock app's 500 user rows, reached as the console's are: a fresh page load of the URL, or,
 * where the console changes its page size on a loaded list, the same change through the URL.
 */
export function stockBigPage(kind) {
  if (kind === 'navigation') {
    return {
      how: 'navigation to /#/users?perPage=500',
      measure: async (page) => {
        await page.goto('about:blank');
        return navigateUntilRows(page, '/#/users?perPage=500', ROWS);
      },
    };
  }
  if (kind !== 'selector') return null;
  return {
    how: '#/users?perPage=500 set on the loaded users list',
    measure: async (page) => {
      await page.goto('about:blank');
      await navigateUntilRows(page, '/#/users', 1);
      await page.waitForLoadState('networkidle');
      return hashUntilRows(page, '#/users?perPage=500', { count: ROWS });
    },
  };
}
