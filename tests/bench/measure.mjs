// The browser half of `npm run bench`: JS per route of the console's production build, then the
// console and the stock reference timed in turn, run by run, against the same mock backend.
import { join } from 'node:path';
import process from 'node:process';
import { ensureChromium } from '../../scripts/ensure-chromium.mjs';
import { routeJs } from './bundle.mjs';
import { launch, scriptsPerRoute, signedInState } from './browser.mjs';
import { planBigPage, stockBigPage } from './big-page.mjs';
import { consoleApp, stockApp, timedRun } from './timed-run.mjs';
import { tracedRun } from './main-thread.mjs';

const ROUTES = ['/login', '/users'];
const BIG_PAGE_CANDIDATES = [
  { label: 'users', path: '/users?perPage=500', listPath: '/users' },
  { label: 'enrollments', path: '/enrollments?perPage=500', listPath: '/enrollments' },
];
export const MEASURES = [
  'users25Ms',
  'switchListMs',
  'users500Ms',
  'heapAfter25Bytes',
  'heapAfter500Bytes',
  'roundTrips',
];

export const median = (values) => {
  const ok = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (ok.length === 0) return null;
  const mid = Math.floor(ok.length / 2);
  return ok.length % 2 ? ok[mid] : (ok[mid - 1] + ok[mid]) / 2;
};

const mediansOf = (runs) => Object.fromEntries(MEASURES.map((k) => [k, median(runs.map((r) => r[k]))]));

/** Traced first screens of each app, after the timed runs (tracing slows a page down). */
const TRACED_RUNS = Number(process.env.BENCH_TRACED_RUNS ?? 3);

/** `servers`: from startServers; `prodManifest`/`prodDir`: the console's production build. */
export async function measureBrowser({ root, servers, prodManifest, prodDir, runs }) {
  const browser = await launch(ensureChromium());
  try {
    // One sign-in on the console's form; the stock app on the same host reads the same cookies.
    const state = await signedInState(browser, servers.consoleUrl, 'super@research.test');
    const seen = await scriptsPerRoute(browser, servers.consoleUrl, state, ROUTES);
    const routes = Object.fromEntries(
      Object.entries(seen).map(([path, { finalPath, files }]) => [
        path,
        { finalPath, ...routeJs(prodManifest, join(root, prodDir), files) },
      ]),
    );
    const plan = await planBigPage(browser, servers.consoleUrl, state, BIG_PAGE_CANDIDATES);
    // The stock app shows only users: its 500-row page is timed when the console's is on users too.
    const stockPlan = plan.label === 'users' ? stockBigPage(plan.kind) : null;
    const apps = [
      consoleApp(servers.consoleUrl, plan.measure ? plan : null),
      stockApp(servers.stockUrl, stockPlan),
    ];
    const byApp = { console: [], stock: [] };
    for (let i = 0; i < runs; i += 1) {
      for (const app of apps) byApp[app.name].push(await timedRun(browser, state, app));
      process.stdout.write(`  run ${i + 1}/${runs}\r`);
    }
    const traced = { console: [], stock: [] };
    for (let i = 0; i < TRACED_RUNS; i += 1) {
      for (const app of apps) traced[app.name].push(await tracedRun(browser, state, app));
    }
    const busy = (list) => ({
      busyMs: median(list.map((r) => r?.busyMs)),
      windowMs: median(list.map((r) => r?.windowMs)),
    });
    return {
      routes,
      bigPage: { list: plan.label, how: plan.how, stockHow: stockPlan?.how ?? null, notes: plan.notes },
      runs: byApp,
      medians: { console: mediansOf(byApp.console), stock: mediansOf(byApp.stock) },
      mainThread: { runs: traced, console: busy(traced.console), stock: busy(traced.stock) },
    };
  } finally {
    await browser.close();
  }
}
