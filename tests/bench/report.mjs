// Plain-text table of a benchmark result.
import console from 'node:console';

const kib = (bytes) => (bytes / 1024).toFixed(1);
const ms = (v) => (typeof v === 'number' ? `${Math.round(v)} ms` : 'n/a');
const mib = (v) => (typeof v === 'number' ? `${(v / 1024 / 1024).toFixed(1)} MiB` : 'n/a');

const bigPageLabel = (big) => (big?.list ? `500 ${big.list} rows (${big.how})` : '500-row page');

function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  for (const [n, row] of rows.entries()) {
    console.info(
      row.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  '),
    );
    if (n === 0) console.info(widths.map((w) => '-'.repeat(w)).join('  '));
  }
}

export function printReport({ bundle, references, browser, failure, targets, baseline, runs }) {
  console.info('\nJS per route (production build; KiB, gzip at zlib default level)');
  const routeRows = browser
    ? Object.entries(browser.routes).map(([path, r]) => [path, r.finalPath, r.files, kib(r.raw), kib(r.gzip)])
    : [];
  table([
    ['route', 'landed on', 'files', 'raw', 'gzip'],
    ['(entry only)', '', bundle.entry.files, kib(bundle.entry.raw), kib(bundle.entry.gzip)],
    ...routeRows,
    ['(all JS)', '', bundle.allJs.files, kib(bundle.allJs.raw), kib(bundle.allJs.gzip)],
  ]);

  for (const m of bundle.mockModules) {
    console.info(`  mock code in the production build: ${m.module} (${kib(m.gzip)} KiB gzip, not loaded)`);
  }

  console.info('\nReference apps built here (JS their first page loads)');
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

  console.info(`\nTimings in Chromium, mock backend (median of ${runs})`);
  const m = browser?.medians ?? {};
  table([
    ['scenario', 'median', 'stock react-admin'],
    ['navigation -> first 25 user rows', ms(m.users25Ms), ms(baseline.users25Ms)],
    ['client-side switch to another list', ms(m.switchListMs), ''],
    [bigPageLabel(browser?.bigPage), ms(m.users500Ms), ms(baseline.users500Ms)],
    ['JS heap after 25 rows', mib(m.heapAfter25Bytes), ''],
    ['JS heap after 500 rows', mib(m.heapAfter500Bytes), ''],
  ]);
  const errors = (browser?.runs ?? []).flatMap((r) => Object.entries(r.errors ?? {}));
  for (const [name, text] of new Map(errors)) console.info(`  ${name} failed: ${text}`);
  for (const note of browser?.bigPage.notes ?? []) console.info(`  note: ${note}`);
  if (failure) console.info(`  browser measurements failed: ${failure}`);

  console.info('\nTargets');
  const t = targets;
  console.info(
    `  first route JS ${t.firstRouteGzipKiB.value.toFixed(1)} KiB gzip (<= ${t.firstRouteGzipKiB.max}): ${t.firstRouteGzipKiB.met ? 'met' : 'NOT met'}`,
  );
  const floor = references.find((r) => r.name === 'one-list');
  if (floor)
    console.info(
      `  (react-admin with one list and nothing else, same build settings: ${kib(floor.gzip)} KiB gzip)`,
    );
  console.info(
    `  500-row page ${ms(t.users500Ms.value)} (<= ${t.users500Ms.max} ms): ${t.users500Ms.met ? 'met' : 'NOT met'}`,
  );
}
