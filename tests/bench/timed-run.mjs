// One timed run of an app in a fresh browser context (cold HTTP cache, signed-in cookies): the
// first 25 user rows from a navigation, the API round trips before them, a menu switch to the
// studies list, the 500-row page, and the heap after each render.
/* global window */
import { benchContext, clickUntilRows, heapAfterGc, navigateUntilRows } from './browser.mjs';
import { roundTrips, trackApi } from './round-trips.mjs';

/** The rows a first screen is timed to: one page of the users list. */
export const FIRST_ROWS = 25;

/**
 * The two apps' ways to the same screens. `bigPage`: `{ how, measure(page) }` or null.
 * The console's menu link sits in its main-menu landmark; the stock menu's links are hash links.
 */
export const consoleApp = (baseURL, bigPage) => ({
  name: 'console',
  baseURL,
  usersPath: '/users',
  menuLink: 'nav[aria-label="Main menu"] a[href^="/studies"]',
  bigPage,
});

export const stockApp = (baseURL, bigPage) => ({
  name: 'stock',
  baseURL,
  usersPath: '/#/users',
  menuLink: 'a[href="#/studies"]',
  bigPage,
});

export async function timedRun(browser, state, app) {
  const context = await benchContext(browser, app.baseURL, state);
  const page = await context.newPage();
  const calls = trackApi(page);
  const out = {};
  const attempt = async (name, fn) => {
    try {
      out[name] = await fn();
    } catch (error) {
      out[name] = null;
      out.errors = { ...out.errors, [name]: String(error?.message ?? error).split('\n')[0] };
    }
  };
  await attempt('users25Ms', () => navigateUntilRows(page, app.usersPath, FIRST_ROWS));
  if (out.users25Ms !== null) {
    const origin = await page.evaluate(() => window.performance.timeOrigin);
    const chain = roundTrips(calls, origin + out.users25Ms, origin);
    out.roundTrips = chain.depth;
    out.callsBeforeRows = chain.calls;
  }
  await attempt('heapAfter25Bytes', () => heapAfterGc(page));
  await attempt('switchListMs', () =>
    clickUntilRows(page, page.locator(app.menuLink).first(), { count: 1, route: '/studies', fresh: true }),
  );
  if (app.bigPage) {
    await attempt('users500Ms', () => app.bigPage.measure(page));
    await attempt('heapAfter500Bytes', () => heapAfterGc(page));
  }
  await context.close();
  return out;
}
