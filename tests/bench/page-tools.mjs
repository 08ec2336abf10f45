// What the custom-page scenarios measure, in the page: navigation, readiness, data arrival and
// the main-thread cost of a keystroke.
/* global document, history, window, PopStateEvent */

const TIMEOUT = 60_000;
const PASSWORD = 'research-demo';

/** A call to the mock API from inside the page, signed in as `email` (setup only, not timed). */
export async function api(page, email, method, path, body) {
  return page.evaluate(
    async ({ email, password, method, path, body }) => {
      const json = { 'Content-Type': 'application/json', Client: 'admin' };
      if (!window.__benchToken) {
        const login = await fetch('/api/auth/login', {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ data: { email, password } }),
        });
        window.__benchToken = (await login.json()).data.token;
      }
      const res = await fetch(`/api${path}`, {
        method,
        headers: { ...json, Authorization: `Bearer ${window.__benchToken}` },
        ...(body === undefined ? {} : { body: JSON.stringify({ data: body }) }),
      });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status}`);
      return (await res.json()).data;
    },
    { email, password: PASSWORD, method, path, body },
  );
}

/** Client-side navigation, as a link in the app does it; returns its start on the page's clock. */
export async function go(page, path) {
  return page.evaluate((to) => {
    performance.clearResourceTimings();
    const t0 = performance.now();
    history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    return t0;
  }, path);
}

/** The page's clock when `predicate` (run in the page every frame) first holds. */
export async function readyAt(page, predicate, arg) {
  const handle = await page.waitForFunction(
    ({ source, arg }) => {
      const ok = new Function('arg', `return (${source})(arg);`)(arg);
      return ok ? performance.now() : false;
    },
    { source: predicate.toString(), arg },
    { polling: 'raf', timeout: TIMEOUT },
  );
  return handle.jsonValue();
}

/** When the last response whose address matches `pattern` ended, on the page's clock. */
export async function dataAt(page, pattern) {
  return page.evaluate(
    (source) =>
      Math.max(
        ...performance
          .getEntriesByType('resource')
          .filter((e) => new RegExp(source).test(e.name))
          .map((e) => e.responseEnd),
      ),
    pattern.source,
  );
}

/**
 * Main-thread work per keystroke: from the key's capture on `window` to the end of the `input`
 * event's handling (react's render and commit included: a listener on `window` runs after react's
 * own, and the microtask after every handler), for `text` typed into the focused field. Style,
 * layout and paint that follow are not counted, unless a script forced them.
 */
export async function keystrokes(page, text) {
  await page.evaluate(() => {
    window.__keys = [];
    window.addEventListener('keydown', () => (window.__keyAt = performance.now()), true);
    window.addEventListener('input', () => {
      const t0 = window.__keyAt;
      window.__keyAt = null;
      if (typeof t0 === 'number') queueMicrotask(() => window.__keys.push(performance.now() - t0));
    });
  });
  for (const ch of text) {
    await page.keyboard.type(ch);
    await page.evaluate(() => new Promise((resolve) => window.requestAnimationFrame(() => resolve())));
  }
  const all = await page.evaluate(() => window.__keys);
  const sorted = [...all].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)], max: sorted[sorted.length - 1], n: sorted.length };
}

/** A study's editor from a navigation: its fields on screen after the study arrives, then a keystroke in its title. */
export async function timeStudyEditor(page, study) {
  await go(page, `/studies/${study}`);
  const ready = await readyAt(page, () =>
    [...document.querySelectorAll('main input')].some((i) => i.value !== '' && !i.closest('[role="search"]')),
  );
  const openMs = ready - (await dataAt(page, new RegExp(`/api/admin/studies/${study}$`)));
  await page.getByRole('button', { name: 'Check out' }).click();
  await page
    .getByRole('textbox', { name: /^Title/ })
    .first()
    .click({ timeout: 30_000 });
  await page.keyboard.press('End');
  const keys = await keystrokes(page, ' (pilot)');
  return { openMs, keyMedianMs: keys.median, keyMaxMs: keys.max };
}

/** Keystrokes at the end of an email template's subject. */
export async function typeInSubject(page) {
  await page
    .getByRole('textbox', { name: /^Subject/ })
    .first()
    .click();
  await page.keyboard.press('End');
  return keystrokes(page, ' today');
}
