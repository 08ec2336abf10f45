// Timed scenarios in Chromium against the mock-mode build. The predicates below run in the page.
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

/** Full navigation to `path`; ms from the navigation's start until `count` data rows are rendered. */
export async function navigateUntilRows(page, path, count) {
  await page.goto(path, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    (n) => (window.__benchRows().length >= n ? window.performance.now() : false),
    count,
    { polling: 'raf', timeout: TIMEOUT },
  );
  return handle.jsonValue();
}

/** Client-side switch through a main-menu link; ms from the click until the new list shows rows. */
async function switchList(page, hrefPrefix) {
  await page.evaluate((prefix) => {
    const old = new Set(window.__benchRows().map((r) => r.textContent));
    const link = [...document.querySelectorAll('nav[aria-label="Main menu"] a')].find((a) =>
      a.getAttribute('href').startsWith(prefix),
    );
    if (!link) throw new Error(`no main-menu link to ${prefix}`);
    window.__bench = { old, t0: window.performance.now() };
    link.click();
  }, hrefPrefix);
  const handle = await page.waitForFunction(
    (prefix) => {
      if (!location.pathname.startsWith(prefix)) return false;
      const fresh = window.__benchRows().filter((r) => !window.__bench.old.has(r.textContent));
      return fresh.length > 0 ? window.performance.now() - window.__bench.t0 : false;
    },
    hrefPrefix,
    { polling: 'raf', timeout: TIMEOUT },
  );
  return handle.jsonValue();
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
  await context.addInitScript(`window.__benchRows = ${dataRows.toString()};`);
  return context;
}

/** One run of every timed scenario in a fresh context (cold HTTP cache, signed-in cookies). */
export async function timedRun(browser, baseURL, state, scenario, bigPage) {
  const context = await benchContext(browser, baseURL, state);
  const page = await context.newPage();
  const out = {};
  const attempt = async (name, fn) => {
    try {
      out[name] = await fn();
    } catch (error) {
      out[name] = null;
      out.errors = { ...out.errors, [name]: String(error?.message ?? error).split('\n')[0] };
    }
  };
  await attempt('users25Ms', () => navigateUntilRows(page, scenario.usersPath, 25));
  await attempt('heapAfter25Bytes', () => heapAfterGc(page));
  await attempt('switchListMs', () => switchList(page, scenario.switchTo));
  if (bigPage) {
    await attempt('users500Ms', () => bigPage.measure(page));
    await attempt('heapAfter500Bytes', () => heapAfterGc(page));
  }
  await context.close();
  return out;
}

/** Lazy JS each route loads: visits `paths` in one signed-in context, collecting the scripts. */
export async function scriptsPerRoute(browser, baseURL, state, paths) {
  const result = {};
  for (const path of paths) {
    const signedOut = path === '/login';
    const context = await browser.newContext({ baseURL, ...(signedOut ? {} : { storageState: state }) });
    const page = await context.newPage();
    const files = trackScripts(page, baseURL);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    result[path] = { finalPath: new URL(page.url()).pathname, files: [...files] };
    await context.close();
  }
  return result;
}
