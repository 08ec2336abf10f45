import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page, type Request, type TestInfo } from '@playwright/test';
import { SPEC_ROUTES } from '../fixtures/spec-routes';
import { accounts, expectPath, loginForm, signIn, submitLogin } from './support';

/**
 * WCAG 2.2 AA in a browser: axe finds nothing serious or critical on any route of the route table.
 * One page per session state walks route after route with client-side navigation, so the mock
 * backend starts (and seeds 10,000 users) once, not once per route.
 */

/** Seeded ids start at 1 in every table; the tokens are the mock's demo links. */
const PARAMS: Record<string, string> = { regToken: 'demo-registration', token: 'demo-reset' };
const fill = (path: string) => path.replace(/:(\w+)\??/g, (_, name: string) => PARAMS[name] ?? '1');

const signedInPaths = ['/', ...SPEC_ROUTES.filter((r) => r.layout !== 'auth').map((r) => fill(r.path))];
/** Pages for someone not signed in; the device-code and licence pages are reached by signing in. */
const guestPaths = SPEC_ROUTES.filter(
  (r) => r.layout === 'auth' && !r.meta.includes('auth') && !r.meta.includes('deviceCode'),
).map((r) => fill(r.path));

/** Every serious or critical finding fails, and so does a skipped heading level (moderate in axe). */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
const BLOCKING_RULES = new Set(['heading-order']);

/** "path rule: first targets", one line per failed rule and route, readable in the test's diff. */
type Finding = string;

/** A page that knows when the screen has settled: see `settled`. */
interface Watched {
  page: Page;
  settled(where?: string): Promise<void>;
}

async function newPage(browser: Browser, testInfo: TestInfo): Promise<Watched> {
  const { baseURL, locale, timezoneId, viewport } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, locale, timezoneId, viewport });
  const page = await context.newPage();
  const open = new Set<Request>();
  let lastChange = Date.now();
  page.on('request', (r) => {
    open.add(r);
    lastChange = Date.now();
  });
  const done = (r: Request) => {
    if (open.delete(r)) lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  // No request of any kind (API call or lazy chunk) open for a moment, no progress bar or busy
  // region, and the screen's level-1 heading is there.
  const settled = (where = 'the first screen') =>
    expect
      .poll(
        async () =>
          open.size === 0 &&
          Date.now() - lastChange >= 300 &&
          // A progress bar with a value is a measure on screen (a study's recruitment), not a wait.
          (await page.locator('[role="progressbar"]:not([aria-valuenow]), [aria-busy="true"]').count()) ===
            0 &&
          (await page.locator('h1').count()) > 0,
        {
          timeout: 30_000,
          intervals: [100],
          message: `${where} settles: no request open, nothing busy, an h1`,
        },
      )
      .toBe(true);
  return { page, settled };
}

/** Routes that open another one (docs/backend.md: an order opens in KitLink), and where they land. */
const REDIRECTS: [RegExp, string][] = [[/^\/orders\/(\d+)(\/show)?$/, '/kitlink/order/$1']];
const landing = (path: string) =>
  REDIRECTS.reduce((to, [from, target]) => (from.test(to) ? to.replace(from, target) : to), path);

/** Client-side navigation, as a link inside the app does it. */
async function visit({ page, settled }: Watched, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  // A redirecting route may already have moved on when the address is first read: wait for where
  // it lands, not for a stop it may have left.
  await expectPath(page, landing(path));
  await settled(path);
}

async function audit(page: Page): Promise<Finding[]> {
  const path = new URL(page.url()).pathname;
  const { violations } = await new AxeBuilder({ page })
    // A sandboxed preview (no allow-scripts) shows the author's content, not the console, and axe
    // cannot run inside it: left in, axe waits for it for ever.
    .exclude('iframe[sandbox]')
    // label-content-name-mismatch is experimental in axe, and exactly what a speech-input user
    // meets: a name that omits the words on screen. target-size (WCAG 2.2's 24 px pointer
    // targets) is off by default in axe, and was what Lighthouse failed on the flow map and the
    // email editor. Only violations are read, so axe skips collecting every node that passed.
    .options({
      resultTypes: ['violations'],
      rules: { 'label-content-name-mismatch': { enabled: true }, 'target-size': { enabled: true } },
    })
    .analyze();
  return violations
    .filter((v) => BLOCKING_IMPACTS.has(v.impact ?? '') || BLOCKING_RULES.has(v.id))
    .map(
      (v) =>
        `${path} ${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

test.describe('axe finds no serious or critical violation (WCAG 2.2 AA)', () => {
  // Eight walks of an eighth of the routes each (six or seven), so the two workers share them and
  // a failure names a smaller set. axe takes 10–40 s a screen on a loaded 2-core machine (one walk
  // of eight took 3.7 min beside a full CI run), so each walk has eight minutes.
  const WALKS = 8;
  for (let walk = 0; walk < WALKS; walk += 1) {
    const paths = signedInPaths.filter((_, i) => i % WALKS === walk);
    test(`on every signed-in route, home included (walk ${walk + 1} of ${WALKS})`, async ({
      browser,
    }, testInfo) => {
      test.setTimeout(480_000);
      const watched = await newPage(browser, testInfo);
      await signIn(watched.page, accounts.super);
      await watched.settled();
      const findings: Finding[] = [];
      for (const path of paths) {
        await visit(watched, path);
        findings.push(...(await audit(watched.page)));
      }
      expect(findings).toEqual([]);
    });
  }

  test('on every authentication page', async ({ browser }, testInfo) => {
    test.setTimeout(300_000);
    const watched = await newPage(browser, testInfo);
    const { page } = watched;
    await page.goto('/login');
    await expect(loginForm(page).email).toBeVisible();
    const findings: Finding[] = [];
    for (const path of guestPaths) {
      await visit(watched, path);
      findings.push(...(await audit(page)));
    }
    // The device-code page opens only on the way from the login page.
    await visit(watched, '/login');
    await submitLogin(page, accounts.device);
    await expectPath(page, '/device-code');
    await watched.settled();
    findings.push(...(await audit(page)));
    // The licence page, for the account that has not accepted it yet.
    await visit(watched, '/login');
    await submitLogin(page, accounts.newstaff);
    await expectPath(page, '/apula/accept-license-agreement');
    await watched.settled();
    findings.push(...(await audit(page)));
    expect(findings).toEqual([]);
  });
});
