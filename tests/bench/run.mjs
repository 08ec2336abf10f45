// `npm run bench`: bundle size per route (production build) and timings in Chromium (mock build).
// Writes tests/bench/results/latest.json and prints a table.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import console from 'node:console';
import process from 'node:process';
import { URL, fileURLToPath } from 'node:url';
import { preview } from 'vite';
import { ensureChromium } from '../../scripts/ensure-chromium.mjs';
import { analyse, buildReference, buildWithManifest, lazyKeysOf, routeJs } from './bundle.mjs';
import { launch, scriptsPerRoute, signedInState, timedRun } from './browser.mjs';
import { planBigPage } from './big-page.mjs';
import { printReport } from './report.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const PORT = Number(process.env.BENCH_PORT ?? 4173);
const RESULTS = 'tests/bench/results';
const PROD_DIR = `${RESULTS}/dist`;
const MOCK_DIR = `${RESULTS}/dist-mock`;
const ROUTES = ['/login', '/', '/users', '/studies', '/sites'];
const FIRST_ROUTES = ['/login', '/', '/users'];
const scenario = { usersPath: '/users', switchTo: '/studies' };
const BIG_PAGE_CANDIDATES = [
  { label: 'users', path: '/users?perPage=500', listPath: '/users' },
  { label: 'enrollments', path: '/enrollments?perPage=500', listPath: '/enrollments' },
];
/** The stock react-admin app the targets are set against (20 generated resources, this machine). */
const baseline = { bundleGzipKiB: 345, users25Ms: 800, users500Ms: 1900 };

const median = (values) => {
  const ok = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (ok.length === 0) return null;
  const mid = Math.floor(ok.length / 2);
  return ok.length % 2 ? ok[mid] : (ok[mid - 1] + ok[mid]) / 2;
};

async function measureBrowser(prodManifest, mockManifest) {
  const baseURL = `http://127.0.0.1:${PORT}`;
  const server = await preview({
    root,
    mode: 'mock',
    logLevel: 'warn',
    build: { outDir: MOCK_DIR },
    preview: { port: PORT, host: '127.0.0.1', strictPort: true },
  });
  const browser = await launch(ensureChromium());
  try {
    const state = await signedInState(browser, baseURL, 'super@research.test');
    const seen = await scriptsPerRoute(browser, baseURL, state, ROUTES);
    const routes = Object.fromEntries(
      Object.entries(seen).map(([path, { finalPath, files }]) => [
        path,
        { finalPath, ...routeJs(prodManifest, join(root, PROD_DIR), lazyKeysOf(mockManifest, files)) },
      ]),
    );
    const plan = await planBigPage(browser, baseURL, state, BIG_PAGE_CANDIDATES);
    const bigPage = { list: plan.label, how: plan.how, notes: plan.notes };
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      runs.push(await timedRun(browser, baseURL, state, scenario, plan.measure ? plan : null));
      process.stdout.write(`  run ${i + 1}/${RUNS}\r`);
    }
    const keys = ['users25Ms', 'switchListMs', 'users500Ms', 'heapAfter25Bytes', 'heapAfter500Bytes'];
    const medians = Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))]));
    return { routes, bigPage, runs, medians };
  } finally {
    await browser.close();
    await server.close();
  }
}

async function main() {
  process.chdir(root);
  mkdirSync(RESULTS, { recursive: true });
  console.info('building the production bundle (with manifest)…');
  const prodManifest = await buildWithManifest(root, 'production', PROD_DIR);
  const bundle = analyse(prodManifest, join(root, PROD_DIR));
  console.info('building the mock-mode bundle…');
  const mockManifest = await buildWithManifest(root, 'mock', MOCK_DIR);
  console.info('building the reference apps…');
  const references = [
    await buildReference(root, 'one-list', `${RESULTS}/reference-one-list`, { consoleSettings: true }),
    await buildReference(root, 'stock', `${RESULTS}/reference-stock`, { consoleSettings: false }),
  ];

  let browser = null;
  let failure = null;
  try {
    browser = await measureBrowser(prodManifest, mockManifest);
  } catch (error) {
    failure = String(error?.message ?? error).split('\n')[0];
  }

  const firstRouteGzip = browser
    ? Math.max(...FIRST_ROUTES.map((p) => browser.routes[p]?.gzip ?? 0))
    : bundle.entry.gzip;
  // The target is about the users list; another list's 500-row page is reported but not counted.
  const users500 = browser?.bigPage.list === 'users' ? browser.medians.users500Ms : null;
  const targets = {
    firstRouteGzipKiB: { value: firstRouteGzip / 1024, max: 275, met: firstRouteGzip / 1024 <= 275 },
    users500Ms: {
      value: users500,
      max: baseline.users500Ms / 2,
      met: users500 !== null && users500 <= baseline.users500Ms / 2,
    },
  };
  const result = {
    date: new Date().toISOString(),
    node: process.version,
    runs: RUNS,
    scenario,
    baseline,
    bundle,
    references,
    browser,
    failure,
    targets,
  };
  writeFileSync(join(RESULTS, 'latest.json'), JSON.stringify(result, null, 2) + '\n');
  printReport(result);
  const incomplete = failure !== null || (browser?.runs ?? []).some((r) => r.errors);
  process.exit(incomplete ? 1 : 0);
}

await main();
