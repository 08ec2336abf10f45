// `npm run bench:pages`: the custom pages' timings in Chromium against the mock-mode build.
// Each figure is the median of BENCH_RUNS fresh pages, measured from the moment the page's data
// arrived (the response's end) to the screen being usable. Writes tests/bench/results/pages.json.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import console from 'node:console';
import process from 'node:process';
import { URL, fileURLToPath, pathToFileURL } from 'node:url';
import { ensureChromium } from '../../scripts/ensure-chromium.mjs';
import { launch, runInFreshPage, signedInState } from './browser.mjs';
import { printInpTable } from './inp-table.mjs';
import { serveMockBuild } from './mock-build-server.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 4175);
const RESULTS = 'tests/bench/results';
/** BENCH_ONLY=flowEditor,userPage times those scenarios only. */
const only = process.env.BENCH_ONLY?.split(',');
/** Pass BENCH_BASE_URL to time a server already running (e.g. `npm start`) instead of a build. */
const external = process.env.BENCH_BASE_URL;

/** Every `page-scenarios*.mjs` beside this file: each exported function is one scenario. */
async function loadScenarios() {
  const here = fileURLToPath(new URL('.', import.meta.url));
  const files = readdirSync(here)
    .filter((f) => /^page-scenarios(-[a-z-]+)?\.mjs$/.test(f))
    .sort();
  const modules = await Promise.all(files.map((f) => import(pathToFileURL(join(here, f)).href)));
  const all = Object.assign({}, ...modules);
  // A module's `TARGETS` ({ scenario: { figure: most } }) are limits, not a scenario.
  const targets = Object.assign({}, ...modules.map((m) => m.TARGETS ?? {}));
  const scenarios = Object.fromEntries(Object.entries(all).filter(([, v]) => typeof v === 'function'));
  return { scenarios, targets };
}

/** Each figure that has a limit, with whether its median is within it. */
const checked = (name, medians, targets) =>
  Object.entries(targets[name] ?? {}).map(([key, most]) => ({
    key,
    most,
    value: medians[key] ?? null,
    met: typeof medians[key] === 'number' && medians[key] <= most,
  }));

/** Whole milliseconds, but fractions such as a layout shift score to three places. */
const shown = (v) =>
  v === null ? '—' : Math.abs(v) < 10 && !Number.isInteger(v) ? v.toFixed(3) : Math.round(v);

const median = (values) => {
  const ok = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  return ok.length === 0 ? null : ok[Math.floor(ok.length / 2)];
};

async function runAll(baseURL) {
  const browser = await launch(ensureChromium());
  try {
    const state = await signedInState(browser, baseURL, 'super@research.test');
    const results = {};
    const { scenarios, targets } = await loadScenarios();
    for (const [name, scenario] of Object.entries(scenarios)) {
      if (only && !only.includes(name)) continue;
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) {
        runs.push(await runInFreshPage(browser, baseURL, state, scenario));
        process.stdout.write(`  ${name} ${i + 1}/${RUNS}\r`);
      }
      const keys = [...new Set(runs.flatMap((r) => Object.keys(r)))].filter((k) => k !== 'error');
      const medians = Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))]));
      results[name] = {
        medians,
        targets: checked(name, medians, targets),
        errors: runs.filter((r) => r.error).map((r) => r.error),
      };
    }
    return results;
  } finally {
    await browser.close();
  }
}

async function main() {
  process.chdir(root);
  mkdirSync(RESULTS, { recursive: true });
  const server = external ? null : await serveMockBuild(root, PORT);
  try {
    const results = await runAll(external ?? `http://127.0.0.1:${PORT}`);
    const out = { date: new Date().toISOString(), runs: RUNS, results };
    writeFileSync(join(RESULTS, 'pages.json'), JSON.stringify(out, null, 2) + '\n');
    for (const [name, { medians, targets, errors }] of Object.entries(results)) {
      const figures = Object.entries(medians).map(([k, v]) => `${k} ${shown(v)}`);
      console.info(
        `${name.padEnd(14)} ${figures.join(' · ')}${errors.length ? `  (${errors.length} failed: ${errors[0]})` : ''}`,
      );
      for (const t of targets)
        console.info(`  target ${t.key} ≤ ${t.most}: ${t.met ? 'met' : 'NOT met'} (${shown(t.value)})`);
    }
    printInpTable(results);
    process.exit(Object.values(results).some((r) => r.errors.length > 0) ? 1 : 0);
  } finally {
    await server?.close();
  }
}

await main();
