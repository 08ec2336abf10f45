// Plain-text tables of a benchmark result.
import console from 'node:console';

const kib = (bytes) => (bytes / 1024).toFixed(1);
const formats = {
  ms: (v) => `${Math.round(v)} ms`,
  bytes: (v) => `${(v / 1024 / 1024).toFixed(1)} MiB`,
  count: (v) => String(v),
};
const show = (unit, v) => (typeof v === 'number' ? formats[unit](v) : 'n/a');

function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  for (const [n, row] of rows.entries()) {
    console.info(
      row.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  '),
    );
    if (n === 0) console.info(widths.map((w) => '-'.repeat(w)).join('  '));
  }
}

/**
 * JS per route of the spec's table (tests/bench/route-sizes.mjs): on a first load and on
 * navigation from /users, with the screen's area.
 */
export function printRouteSizes(routes) {
  console.info(
    "\nJS per route of the spec's table, from the build's manifest (KiB gzip, zlib default level)",
  );
  table([
    ['route', 'area', 'files', 'first load', 'from /users', 'added files'],
    ...routes.map((r) => [
      r.path,
      r.area ?? '(generated)',
      r.files,
      kib(r.gzip),
      kib(r.fromUsers.gzip),
      r.fromUsers.files,
    ]),
  ]);
  for (const r of routes.filter((route) => !route.screenChunk)) {
    console.info(`  ${r.path}: its screen (${r.screen ?? 'none'}) has no chunk of its own`);
  }
}

function printSizes({ bundle, references, browser }) {
  console.info(
    '\nJS per route as Chromium loaded it, console production build (KiB, gzip at zlib default level)',
  );
  const routeRows = Object.entries(browser?.routes ?? {}).map(([path, r]) => [
    path,
    r.finalPath,
    r.files,
    kib(r.raw),
    kib(r.gzip),
  ]);
  table([
    ['route', 'landed on', 'files', 'raw', 'gzip'],
    ['(entry only)', '', bundle.entry.files, kib(bundle.entry.raw), kib(bundle.entry.gzip)],
    ...routeRows,
    ['(all JS)', '', bundle.allJs.files, kib(bundle.allJs.raw), kib(bundle.allJs.gzip)],
  ]);
  for (const m of bundle.mockModules) {
    console.info(`  mock code in the production build: ${m.module} (${kib(m.gzip)} KiB gzip, not loaded)`);
  }
  if (bundle.routes) printRouteSizes(bundle.routes);

  console.info('\nReference apps (JS their first page loads)');
  table([
    ['app', 'built with', 'files', 'raw', 'gzip'],
    ...references.map((r) => [
      r.name,
      r.consoleSettings ? "the console's Vite config" : "Vite's defaults",
      r.files,
      kib(r.raw),
      kib(r.gzip),
    ]),
  ]);

  console.info('\nLargest lazy modules (JS added on top of the entry)');
  table([
    ['module', 'files', 'raw', 'gzip'],
    ...bundle.lazy.slice(0, 12).map((l) => [l.module, l.files, kib(l.raw), kib(l.gzip)]),
  ]);
}

function printChain(chain) {
  if (!chain) return;
  console.info(`\nThe console's API calls before its first rows (last run: rows at ${chain.rowsAtMs} ms)`);
  table([
    ['call', 'depth', 'start', 'end', ''],
    ...chain.calls.map((c) => [
      `${c.method} ${c.path}`,
      c.depth,
      `${c.startMs} ms`,
      c.endMs === null ? '-' : `${c.endMs} ms`,
      c.beforeRows ? '' : 'under way at the rows',
    ]),
  ]);
}

function printMainThread(mainThread) {
  if (!mainThread) return;
  const line = ({ busyMs, windowMs }) =>
    typeof busyMs === 'number'
      ? `${Math.round(busyMs)} ms busy of ${Math.round(windowMs)} ms (${Math.round((busyMs / windowMs) * 100)} %)`
      : 'n/a';
  const n = mainThread.runs.console.length;
  console.info(`  main thread until the 25 user rows, traced (median of ${n}):`);
  console.info(`    console ${line(mainThread.console)}; stock ${line(mainThread.stock)}`);
}

export function printReport(result) {
  const { browser, failure, targets, runs } = result;
  printSizes(result);
  printChain(result.consoleChain);

  console.info(`\nConsole vs stock react-admin, same mock backend, production builds (median of ${runs})`);
  table([
    ['measure', 'console', 'stock', 'ratio', 'target', ''],
    ...targets.map((t) => [
      t.label,
      show(t.unit, t.console),
      show(t.unit, t.stock),
      t.ratio === null ? 'n/a' : t.ratio.toFixed(2),
      t.maxRatio === undefined ? `<= ${t.max}` : `ratio <= ${t.maxRatio}`,
      t.met ? 'met' : 'NOT met',
    ]),
  ]);
  if (browser?.bigPage.how) {
    console.info(
      `  500 rows: console by ${browser.bigPage.how}; stock by ${browser.bigPage.stockHow ?? '-'}`,
    );
  }
  for (const [app, appRuns] of Object.entries(browser?.runs ?? {})) {
    const errors = appRuns.flatMap((r) => Object.entries(r.errors ?? {}));
    for (const [name, text] of new Map(errors)) console.info(`  ${app}: ${name} failed: ${text}`);
  }
  printMainThread(browser?.mainThread);
  for (const note of browser?.bigPage.notes ?? []) console.info(`  note: ${note}`);
  if (failure) console.info(`  browser measurements failed: ${failure}`);
}
