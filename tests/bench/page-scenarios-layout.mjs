// Layout shift while a screen loads from a full page load (a link opened in a new tab), measured
// as browsers report it: `layout-shift` entries without recent input, grouped into session
// windows as web-vitals defines CLS (gaps under 1 s, windows of at most 5 s; the largest window's
// sum). BENCH_SHIFTS=1 prints each shift's sources (the nodes that moved) to find what shifts.
/* global document, getComputedStyle, window */
import console from 'node:console';
import process from 'node:process';

/** Every route "good" with room to spare (web-vitals' limit for good is 0.1). */
const MOST = 0.05;
const QUIET_MS = 1500;
const LONGEST_MS = 20_000;

/** Installed before the page's own scripts: records every shift with the nodes that moved. */
function recordShifts() {
  // One recorder per document however many scenarios added this script to the page.
  if (window.__shifts) return;
  window.__shifts = [];
  const describe = (node) => {
    if (!node || node.nodeType !== 1)
      return node ? `#text "${(node.textContent ?? '').slice(0, 30)}"` : '(gone)';
    const label = node.getAttribute('aria-label') ?? node.getAttribute('role') ?? '';
    const cls = [...node.classList]
      .filter((c) => !/^css-/.test(c))
      .slice(0, 3)
      .join('.');
    const text = (node.textContent ?? '').trim().slice(0, 30);
    return `${node.tagName.toLowerCase()}${cls ? `.${cls}` : ''}${label ? `[${label}]` : ''} "${text}"`;
  };
  const rect = (r) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      window.__shifts.push({
        at: e.startTime,
        value: e.value,
        sources: (e.sources ?? []).map(
          (s) => `${describe(s.node)} ${rect(s.previousRect)} → ${rect(s.currentRect)}`,
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** CLS as web-vitals computes it: the largest session window of shifts. */
function cumulative(shifts) {
  let worst = 0;
  let sum = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const s of shifts) {
    if (s.at - last < 1000 && s.at - first < 5000) sum += s.value;
    else {
      sum = s.value;
      first = s.at;
    }
    last = s.at;
    worst = Math.max(worst, sum);
  }
  return worst;
}

/**
 * Opens `path` by a full page load, waits until `ready` holds in the page and then for
 * QUIET_MS without a shift or a progress indicator (data still coming), and returns the CLS.
 */
async function shiftOnLoad(page, path, ready) {
  await page.addInitScript(recordShifts);
  await page.goto(path);
  await page.waitForFunction(ready, null, { polling: 'raf', timeout: 60_000 });
  const pictures = process.env.BENCH_SHIFTS ? `tests/bench/results/layout${path.replaceAll('/', '-')}` : null;
  if (pictures) await page.screenshot({ path: `${pictures}-ready.png` });
  await page.waitForFunction(
    ({ quiet }) => {
      const last = window.__shifts.at(-1)?.at ?? 0;
      // A determinate bar (a study's enrolment) is content, not loading.
      const busy =
        document.querySelector('main [role="progressbar"]:not([aria-valuenow]), main .MuiSkeleton-root') !==
        null;
      return !busy && window.performance.now() - last > quiet;
    },
    { quiet: QUIET_MS },
    { polling: 250, timeout: LONGEST_MS },
  );
  const shifts = await page.evaluate(() => window.__shifts);
  if (pictures) {
    await page.screenshot({ path: `${pictures}-settled.png` });
    console.info(`\n${path}`);
    for (const s of shifts)
      console.info(`  ${Math.round(s.at)} ms  ${s.value.toFixed(4)}\n    ${s.sources.join('\n    ')}`);
  }
  return cumulative(shifts);
}

const filled = () => [...document.querySelectorAll('main input')].some((i) => i.value !== '');

export const TARGETS = {
  flowEditorLoad: { flowEditorCls: MOST },
  studyEditorLoad: { studyEditorCls: MOST },
  templateEditorLoad: { templateEditorCls: MOST },
  studyHomeLoad: { studyHomeCls: MOST },
  kitlinkLoad: { kitlinkCls: MOST },
  sitesListLoad: { sitesListCls: MOST },
  generatedListsLoad: Object.fromEntries(
    ['users', 'studies', 'cohorts', 'emails', 'orders', 'kits'].map((n) => [`${n}ListCls`, MOST]),
  ),
};

export async function flowEditorLoad(page) {
  const ready = () => (document.querySelector('nav[aria-label="Flow outline"] li') ?? null) !== null;
  return { flowEditorCls: await shiftOnLoad(page, '/studies/flow/1', ready) };
}

export async function studyEditorLoad(page) {
  return { studyEditorCls: await shiftOnLoad(page, '/studies/1', filled) };
}

export async function templateEditorLoad(page) {
  const ready = () => document.querySelector('section[aria-label="Section 1"]') !== null;
  return { templateEditorCls: await shiftOnLoad(page, '/templates/1', ready) };
}

export async function studyHomeLoad(page) {
  const ready = () => document.querySelector('main h1, main h2') !== null;
  return { studyHomeCls: await shiftOnLoad(page, '/study/1', ready) };
}

export async function kitlinkLoad(page) {
  const ready = () => document.querySelectorAll('main tbody tr').length > 0;
  return { kitlinkCls: await shiftOnLoad(page, '/kitlink', ready) };
}

export async function sitesListLoad(page) {
  const ready = () => document.querySelectorAll('main tbody tr').length > 0;
  return { sitesListCls: await shiftOnLoad(page, '/sites', ready) };
}

/** Rows on screen: a first page waiting for its references' names is laid out but hidden. */
const rowsShown = () =>
  [...document.querySelectorAll('main tbody tr')].some((tr) => getComputedStyle(tr).visibility === 'visible');

/** The generated lists whose reference columns name other records, each from a full page load. */
export async function generatedListsLoad(page) {
  const lists = { users: '/users', studies: '/studies', cohorts: '/cohorts', emails: '/emails' };
  Object.assign(lists, { orders: '/order-list', kits: '/kit-list' });
  const figures = {};
  for (const [name, path] of Object.entries(lists))
    figures[`${name}ListCls`] = await shiftOnLoad(page, path, rowsShown);
  return figures;
}
