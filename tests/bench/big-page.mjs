// The 500-row page: through the URL's perPage when the list honours it, else through the list's
// rows-per-page selector, else (reported as such) on another list that honours the URL.
/* global window */
import { benchContext, navigateUntilRows } from './browser.mjs';

const ROWS = 500;
const TIMEOUT = 60_000;
const rowsPerPage = (page) => page.getByRole('combobox', { name: /rows per page/i });

async function untilRows(page, count) {
  const handle = await page.waitForFunction(
    (n) => (window.__benchRows().length >= n ? window.performance.now() : false),
    count,
    { polling: 'raf', timeout: TIMEOUT },
  );
  return handle.jsonValue();
}

/** Rows shown once `path` has settled, and whether its selector offers a 500-row page. */
async function probe(browser, baseURL, state, path) {
  const context = await benchContext(browser, baseURL, state);
  const page = await context.newPage();
  try {
    await page.goto(path);
    await untilRows(page, 1);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_000);
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
        how: `navigation to ${path}`,
        notes,
        measure: (page) => navigateUntilRows(page, path, ROWS),
      };
    }
    if (selector) {
      return {
        label,
        how: `rows-per-page selector on ${listPath}`,
        notes,
        measure: async (page) => {
          await navigateUntilRows(page, listPath, 1);
          await page.waitForLoadState('networkidle');
          await rowsPerPage(page).click();
          const t0 = await page.evaluate(() => window.performance.now());
          await page.getByRole('option', { name: String(ROWS), exact: true }).click();
          return (await untilRows(page, ROWS)) - t0;
        },
      };
    }
    notes.push(
      `${label}: ${path} showed ${rows} rows and no ${ROWS}-row option in the rows-per-page selector`,
    );
  }
  return { label: null, how: null, notes, measure: null };
}
