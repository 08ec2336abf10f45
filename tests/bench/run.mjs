// `npm run bench`: the console's production build and the stock react-admin reference, each served
// by `vite preview` against the same loopback mock backend, timed in turn in Chromium; with the JS
// of every route of the spec's table. Writes tests/bench/results/latest.json and prints a table
// with the ratios and targets. Then the custom pages with their INP table (pages.mjs) and the
// curves (curves.mjs: costs against data sizes), unless BENCH_SKIP lists `pages` or `curves`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import console from 'node:console';
import process from 'node:process';
import { URL, fileURLToPath } from 'node:url';
import { analyse, buildReference, buildWithManifest } from './bundle.mjs';
import { measureBrowser } from './measure.mjs';
import { startServers } from './servers.mjs';
import { printReport } from './report.mjs';
import { measureRoutes } from './route-sizes.mjs';
import { targetsOf } from './targets.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const PORT = Number(process.env.BENCH_PORT ?? 4173);
const ports = {
  console: PORT,
  stock: Number(process.env.BENCH_STOCK_PORT ?? PORT + 1),
  mock: Number(process.env.BENCH_MOCK_PORT ?? 0),
};
const RESULTS = 'tests/bench/results';
const PROD_DIR = `${RESULTS}/dist`;
const STOCK_DIR = `${RESULTS}/reference-stock`;
/** BENCH_SKIP=pages,curves leaves out the custom pages' timings and the curves. */
const skip = process.env.BENCH_SKIP?.split(',').map((s) => s.trim()) ?? [];

const chainOf = (run) =>
  run?.callsBeforeRows ? { rowsAtMs: Math.round(run.users25Ms), calls: run.callsBeforeRows } : null;

async function main() {
  process.chdir(root);
  mkdirSync(RESULTS, { recursive: true });
  console.info('building the production bundle (with manifest)…');
  const prodManifest = await buildWithManifest(root, 'production', PROD_DIR);
  // Every route of the spec's table, from the manifest: first load and navigation from /users.
  const bundle = {
    ...analyse(prodManifest, join(root, PROD_DIR)),
    routes: await measureRoutes(root, join(root, PROD_DIR)),
  };
  console.info('building the reference apps…');
  const references = [
    await buildReference(root, 'one-list', `${RESULTS}/reference-one-list`, { consoleSettings: true }),
    await buildReference(root, 'stock', STOCK_DIR, { consoleSettings: false }),
  ];

  console.info(`timing the console and the stock app in turn, ${RUNS} runs each…`);
  let browser = null;
  let failure = null;
  let servers = null;
  try {
    servers = await startServers({ root, consoleDir: PROD_DIR, stockDir: STOCK_DIR, ports });
    browser = await measureBrowser({ root, servers, prodManifest, prodDir: PROD_DIR, runs: RUNS });
  } catch (error) {
    failure = String(error?.message ?? error).split('\n')[0];
  } finally {
    await servers?.close();
  }

  const targets = targetsOf(browser?.medians);
  const result = {
    date: new Date().toISOString(),
    node: process.version,
    runs: RUNS,
    bundle,
    references,
    browser,
    // The console's calls before its first rows in the last run: the chain a reader can follow.
    consoleChain: chainOf(browser?.runs.console.at(-1)),
    failure,
    targets,
  };
  writeFileSync(join(RESULTS, 'latest.json'), JSON.stringify(result, null, 2) + '\n');
  printReport(result);
  // The custom pages (their INP table) and the curves, each in its own process with its own
  // server (BENCH_RUNS applies to them too).
  let pagesOk = true;
  if (!skip.includes('pages')) {
    console.info('timing the custom pages and their interactions (BENCH_SKIP=pages to leave them out)…');
    const pages = spawnSync(process.execPath, ['tests/bench/pages.mjs'], { stdio: 'inherit' });
    pagesOk = pages.status === 0;
  }
  let curvesOk = true;
  if (!skip.includes('curves')) {
    console.info('measuring the curves (BENCH_SKIP=curves to leave them out)…');
    const curves = spawnSync(process.execPath, ['tests/bench/curves.mjs'], { stdio: 'inherit' });
    curvesOk = curves.status === 0;
  }
  // Missed targets are a result, not a failure; measurements that did not run are.
  const measured = browser !== null && targets.every((t) => t.value !== null);
  process.exit(failure === null && measured && pagesOk && curvesOk ? 0 : 1);
}

await main();
