// Chromium helpers of the benchmarks: sign-in, fresh contexts, rows on screen, heap, scripts.
// The predicates below run in the page.
/* global document, location, window */
import { URL } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../scripts/ensure-chromium.mjs';

const TIMEOUT = 60_000;
const PASSWORD = 'research-demo';

export const launch = (executablePath) =>
  chromium.launch({ executablePath, args: [...CHROMIUM_ARGS], headless: true });

/** Data rows with content (loading skeletons have none), in a table or an ARIA grid. */
function dataRows() {
  const rows = [...document.querySelectorAll('main tbody tr, main [role="row"]:not(tr)')];
  return rows.filter((r) => !r.querySelector('th, [role="columnheader"]') && r.textContent.trim() !== '');
}

/**
 * Records on the page's clock (`__benchDone`) the first frame in which at least `count` data rows
 * are on screen that were not there when it started (`fresh`), on a route starting with `route`
 * (hash routes count by their hash).
 */
function watchRows({ count, route, fresh }) {
  const text = (rows) => rows.map((r) => r.textContent);
  const old = new Set(fresh ? text(window.__benchRows()) : []);
  const at = () => (location.hash.startsWith('#/') ? location.hash.slice(1) : location.pathname);
  window.__benchDone = null;
  const tick = () => {
    const rows = text(window.__benchRows()).filter((t) => !old.has(t));
    if ((!route || at().startsWith(route)) && rows.length >= count)
      window.__benchDone = window.performance.now();
    else window.requestAnimationFrame(tick);
  };
  window.requestAnimationFrame(tick);
}

/** Signs in once through the login form and returns the cookies and storage to reuse. */
export async function signedInState(browser, baseURL, email) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: TIMEOUT });
  const state = await context.storageState();
  await context.close();
  return state;
}

/** The page's clock when at least `count` data rows are rendered. */
export async function untilRows(page, count) {
  const handle = await page.waitForFunction(
    (n) => (window.__benchRows().length >= n ? window.performance.now() : false),
    count,
    { polling: 'raf', timeout: TIMEOUT },
  );
  return handle.jsonValue();
}

/** Full navigation to `path`; ms from the navigation's start until `count` data rows are rendered. */
export async function navigateUntilRows(page, path, count) {
  await page.goto(path, { waitUntil: 'commit' });
  return untilRows(page, count);
}

async function watched(page) {
  const handle = await page.waitForFunction(() => window.__benchDone ?? false, null, {
    polling: 'raf',
    timeout: TIMEOUT,
  });
  return handle.jsonValue();
}

/**
 * ms from a real pointer click on `locator` (the pointer moves onto it and clicks at once) until
 * the rows described by `watch` (see watchRows) are on screen.
 */
export async function clickUntilRows(page, locator, watch) {
  await locator.waitFor({ timeout: TIMEOUT });
  await page.evaluate((w) => {
    window.__benchWatch(w);
    const at = () => (window.__benchT0 = window.performance.now());
    window.addEventListener('click', at, { capture: true, once: true });
  }, watch);
  await locator.click();
  return (await watched(page)) - (await page.evaluate(() => window.__benchT0));
}

/** ms from setting the page's location hash to `hash` until the rows of `watch` are on screen. */
export async function hashUntilRows(page, hash, watch) {
  const t0 = await page.evaluate(
    ({ hash, w }) => {
      window.__benchWatch(w);
      const t = window.performance.now();
      location.hash = hash;
      return t;
    },
    { hash, w: watch },
  );
  return (await watched(page)) - t0;
}

/** Used JS heap in bytes after a forced garbage collection. */
export async function heapAfterGc(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize;
}

/** Scripts the page loaded from the app's own origin, as paths relative to the build folder. */
function trackScripts(page, baseURL) {
  const files = new Set();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === new URL(baseURL).origin && url.pathname.endsWith('.js'))
      files.add(url.pathname.slice(1));
  });
  return files;
}

/** A fresh signed-in context (cold HTTP cache) whose pages can count data rows. */
export async function benchContext(browser, baseURL, state) {
  const context = await browser.newContext({
    baseURL,
    storageState: state,
    viewport: { width: 1366, height: 850 },
  });
  await context.addInitScript(
    `window.__benchRows = ${dataRows.toString()}; window.__benchWatch = ${watchRows.toString()};`,
  );
  return context;
}

/** The scripts each of `paths` loads, each in a fresh context (signed in, except for /login). */
export async function scriptsPerRoute(browser, baseURL, state, paths) {
  const result = {};
  for (const path of paths) {
    const signedOut = path === '/login';
    const context = await browser.newContext({ baseURL, ...(signedOut ? {} : { storageState: state }) });
    const page = await context.newPage();
    const files = trackScripts(page, baseURL);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    result[path] = { finalPath: new URL(page.url()).pathname, files: [...files] };
    await context.close();
  }
  return result;
}

/**
 * One timed run in a fresh signed-in page opened on the console's home: what `measure(page)`
 * returns, or `{ error }` with its first line. The page scenarios and the curves both run this way.
 */
export async function runInFreshPage(browser, baseURL, state, measure) {
  const context = await browser.newContext({
    baseURL,
    storageState: state,
    viewport: { width: 1366, height: 850 },
    // The probes (`readyAt`) compile their predicates in the page, which the served CSP forbids
    // the page's own code; the app's code runs the same either way.
    bypassCSP: true,
  });
  const page = await context.newPage();
  try {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor({ timeout: 60_000 });
    return await measure(page);
  } catch (error) {
    return { error: String(error?.message ?? error).split('\n')[0] };
  } finally {
    await context.close();
  }
}
