// The History of a record changed 10,000 times (seeded with `__mock.seedHistory`; setup, not
// timed): its first page on screen after that page's answer arrives, then a jump to the last page.
/* global document, window */
import { dataAt, go, readyAt } from './page-tools.mjs';

const ENTRIES = 10_000;

/** The History of a record with 10,000 entries opens within a second of its first page's arrival. */
export const TARGETS = { history10k: { openMs: 1000 } };
const SITE = '1';
const ANSWER = new RegExp(`/api/admin/audit/sites/${SITE}\\?`);

/** Whether the History list shows `n` entries and, if given, an entry naming `text`. */
const listed = ({ n, text }) => {
  const list = document.querySelector('ul[aria-label="History"]');
  const items = list ? list.querySelectorAll(':scope > li') : [];
  return items.length >= n && (!text || (list?.textContent ?? '').includes(text));
};

export async function history10k(page) {
  const seeded = await page.evaluate(({ site, count }) => window.__mock.seedHistory('sites', site, count), {
    site: SITE,
    count: ENTRIES,
  });
  await go(page, `/sites/${SITE}/history`);
  const shown = await readyAt(page, listed, { n: 10, text: `Name ${ENTRIES}` });
  const openMs = shown - (await dataAt(page, ANSWER));
  // The last page holds the first changes ever made: "Name 0" became "Name 1".
  const next = page.getByRole('button', { name: 'Go to last page' });
  const hasLast = await next.count();
  let lastPageMs = null;
  if (hasLast > 0) {
    await next.click();
    const at = await readyAt(page, listed, { n: 1, text: 'Name 0' });
    lastPageMs = at - (await dataAt(page, ANSWER));
  }
  return { entries: seeded, openMs, lastPageMs };
}
