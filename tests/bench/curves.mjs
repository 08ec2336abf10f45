// `npm run bench:curves`: how the main costs grow with the data, against the mock-mode build in
// Chromium. Each point is the median of BENCH_RUNS fresh signed-in pages (default 1), each set up
// through the mock (`__mock.setSeedCount`, the flow's blocks through its API; not timed), then
// timed on the page's own clock as pages.mjs does. Writes tests/bench/results/curves.json and one
// SVG line chart per curve (tests/bench/results/curve-<name>.svg); both are copied to docs/charts/.
// CURVES_ONLY=list,flow,filter,kits measures those groups only; the others keep their last points.
/* global document, window */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import console from 'node:console';
import os from 'node:os';
import process from 'node:process';
import { URL, fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { ensureChromium } from '../../scripts/ensure-chromium.mjs';
import { heapAfterGc, launch, runInFreshPage, signedInState } from './browser.mjs';
import { serveMockBuild } from './mock-build-server.mjs';
import { growFlow } from './flow-setup.mjs';
import { figures, keySteps, measureInteractions } from './inp.mjs';
import { api, dataAt, go, readyAt } from './page-tools.mjs';
import { userFilterCount } from './page-scenarios.mjs';
import { lineChartSvg } from './svg-chart.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const PORT = Number(process.env.BENCH_PORT ?? 4181);
const RESULTS = 'tests/bench/results';
const CHARTS = 'docs/charts';
const OUT = join(RESULTS, 'curves.json');
const SUPER = 'super@research.test';
const FLOW = 1;
const external = process.env.BENCH_BASE_URL;
const only = process.env.CURVES_ONLY?.split(',').map((s) => s.trim());

const rowsOnScreen = (n) =>
  [...document.querySelectorAll('main tbody tr')].filter((r) => r.textContent.trim() !== '').length >= n;

/**
 * The users list at a page size, chosen as a user does with its rows-per-page selector (the list
 * keeps its page size in the app's store, not in the address: `/users?perPage=N` shows 25 rows). It
 * offers 25, 50, 100, 250 and 500 rows a page, so 500 is the largest page there is. The time is from
 * the last page of users' arrival to its rows on screen.
 */
async function listPoint(page, rows) {
  const t0 = await go(page, '/users');
  let ready = await readyAt(page, rowsOnScreen, 25);
  let fromActionMs = ready - t0;
  if (rows !== 25) {
    await page.getByRole('combobox', { name: /rows per page/i }).click();
    const option = page.getByRole('option', { name: String(rows), exact: true });
    await option.waitFor({ timeout: 30_000 });
    await page.evaluate(() =>
      window.addEventListener('click', () => (window.__curveClickAt = performance.now()), {
        capture: true,
        once: true,
      }),
    );
    await option.click();
    ready = await readyAt(page, rowsOnScreen, rows);
    fromActionMs = ready - (await page.evaluate(() => window.__curveClickAt));
  }
  const data = await dataAt(page, /\/api\/users\/filter(\?|$)/);
  const shown = await page.evaluate(() => document.querySelectorAll('main tbody tr').length);
  return {
    rowsShown: shown,
    renderMs: ready - data,
    fromActionMs,
    heapMB: (await heapAfterGc(page)) / 2 ** 20,
  };
}

/** Flow 1 grown to `blocks`: open from its data's arrival, then keystrokes in a block's heading. */
async function flowPoint(page, blocks) {
  const count = await growFlow(page, FLOW, blocks);
  const t0 = await go(page, `/studies/flow/${FLOW}`);
  const ready = await readyAt(
    page,
    (n) => {
      const outline = document.querySelector('nav[aria-label="Flow outline"]');
      return outline !== null && outline.querySelectorAll('li').length >= n;
    },
    count,
  );
  const openMs = ready - (await dataAt(page, new RegExp(`/api/admin/flows/${FLOW}$`)));
  await page.getByRole('navigation', { name: 'Flow outline' }).getByRole('link').first().click();
  const heading = page.getByRole('textbox', { name: /^Heading/ }).first();
  await heading.click();
  await page.keyboard.press('End');
  const key = figures(
    'key',
    await measureInteractions(page, keySteps(page, ' again')),
    `curve-flow-${count}`,
  );
  return {
    blocks: count,
    openMs,
    fromNavigationMs: ready - t0,
    heapMB: (await heapAfterGc(page)) / 2 ** 20,
    ...key,
  };
}

/** The filter builder's live count with `users` participants (userFilterCount100k's steps). */
async function filterPoint(page, users) {
  await page.evaluate((n) => window.__mock.setSeedCount('users', n), users);
  const answer = await api(page, SUPER, 'POST', '/users/filter/count', { query: {} });
  return { users: answer?.count, ...(await userFilterCount(page)) };
}

/** KitLink's overview with `kits` kits (orders at the seed's 500): counts and the first orders. */
async function kitsPoint(page, kits) {
  await page.evaluate((n) => window.__mock.setSeedCount('kits', n), kits);
  // The mock seeds and lays out its day on the first read: setup, not timed.
  await api(page, SUPER, 'GET', '/admin/kitlink/overview');
  const t0 = await go(page, '/kitlink');
  const ready = await readyAt(page, () => {
    const orders = document.querySelector('table[aria-label="Orders"]');
    const counts = document.querySelector('[role="group"][aria-label="Orders by status"]');
    return (
      orders !== null &&
      orders.querySelectorAll('tbody tr').length > 0 &&
      counts !== null &&
      /\d/.test(counts.textContent ?? '')
    );
  });
  return {
    openMs: ready - (await dataAt(page, /\/api\/admin\/kitlink\/overview/)),
    fromNavigationMs: ready - t0,
    heapMB: (await heapAfterGc(page)) / 2 ** 20,
  };
}

/**
 * The groups: sizes, how one point is measured, and the curves drawn from its figures (`figure`:
 * the key of the measured object plotted as y; every figure is kept in the point).
 */
const GROUPS = {
  list: {
    sizes: [25, 100, 250, 500],
    measure: listPoint,
    curves: {
      'list-render': {
        title: 'Users list: rows on screen after the data',
        unit: 'ms',
        xLabel: 'rows on the page',
        yLabel: 'render time (ms)',
        figure: 'renderMs',
      },
      'list-heap': {
        title: 'Users list: JS heap after GC',
        unit: 'MB',
        xLabel: 'rows on the page',
        yLabel: 'JS heap (MB)',
        figure: 'heapMB',
      },
    },
  },
  flow: {
    sizes: [50, 150, 300, 600],
    measure: flowPoint,
    curves: {
      'flow-open': {
        title: 'Flow editor: open after the flow arrives',
        unit: 'ms',
        xLabel: 'blocks in the flow',
        yLabel: 'open time (ms)',
        figure: 'openMs',
      },
      'flow-key': {
        title: 'Flow editor: a heading keystroke (work, p75)',
        unit: 'ms',
        xLabel: 'blocks in the flow',
        yLabel: 'keystroke work, p75 (ms)',
        figure: 'keyWorkP75Ms',
      },
    },
  },
  filter: {
    sizes: [10_000, 50_000, 100_000],
    measure: filterPoint,
    curves: {
      'filter-count': {
        title: 'Users filter: live count after typing stops',
        unit: 'ms',
        xLabel: 'users on the platform',
        yLabel: 'count on screen after typing (ms)',
        figure: 'countAfterTypingMs',
      },
    },
  },
  kits: {
    sizes: [600, 5_000, 20_000],
    measure: kitsPoint,
    curves: {
      'kits-overview': {
        title: 'KitLink overview: ready after its data',
        unit: 'ms',
        xLabel: 'kits (500 orders)',
        yLabel: 'ready time (ms)',
        figure: 'openMs',
      },
    },
  },
};

const median = (values) => {
  const ok = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  return ok.length === 0 ? null : ok[Math.floor(ok.length / 2)];
};
const rounded = (v) => (typeof v === 'number' ? Math.round(v * 10) / 10 : v);

/** One fresh signed-in page per run, as pages.mjs gives its scenarios; the medians of its figures. */
async function measurePoint(browser, baseURL, state, measure, size) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) {
    runs.push(await runInFreshPage(browser, baseURL, state, (page) => measure(page, size)));
  }
  const keys = [...new Set(runs.flatMap((r) => Object.keys(r)))].filter((k) => k !== 'error');
  const medians = Object.fromEntries(keys.map((k) => [k, rounded(median(runs.map((r) => r[k])))]));
  const errors = runs.filter((r) => r.error).map((r) => r.error);
  return { medians, runs: runs.filter((r) => !r.error), errors };
}

const machine = () => ({
  cpu: os.cpus()[0]?.model ?? 'unknown',
  cores: os.cpus().length,
  memoryGB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
  node: process.version,
});
const loadAverage = () => os.loadavg().map((v) => Math.round(v * 100) / 100);

async function measureAll(baseURL, previous) {
  const browser = await launch(ensureChromium());
  const curves = { ...(previous?.curves ?? {}) };
  const loadBefore = loadAverage();
  try {
    const state = await signedInState(browser, baseURL, SUPER);
    for (const [group, { sizes, measure, curves: drawn }] of Object.entries(GROUPS)) {
      if (only && !only.includes(group)) continue;
      const measured = [];
      const groupLoad = loadAverage();
      for (const size of sizes) {
        const point = await measurePoint(browser, baseURL, state, measure, size);
        measured.push({ size, ...point });
        const shown = Object.values(drawn)
          .map((c) => `${c.figure} ${point.medians[c.figure] ?? '—'}`)
          .join(' · ');
        console.info(
          `${group} ${size}: ${shown}${point.errors.length ? `  (${point.errors.length} failed: ${point.errors[0]})` : ''}`,
        );
      }
      for (const [name, { figure, ...curve }] of Object.entries(drawn)) {
        curves[name] = {
          ...curve,
          group,
          figure,
          measuredAt: new Date().toISOString(),
          runs: RUNS,
          // The machine's load while this group ran (1, 5 and 15 minutes).
          loadAverage: { before: groupLoad, after: loadAverage() },
          points: measured.map(({ size, medians, runs, errors }) => ({
            x: size,
            y: medians[figure] ?? null,
            // Every run's value, to show the spread behind the median.
            samples: runs.map((r) => rounded(r[figure])),
            figures: medians,
            ...(errors.length ? { errors } : {}),
          })),
        };
      }
    }
  } finally {
    await browser.close();
  }
  return { curves, load: { before: loadBefore, after: loadAverage() } };
}

/** Writes `curve`'s SVG to the results and to docs/charts; returns its file name. */
function writeChart(name, curve) {
  const file = `curve-${name}.svg`;
  writeFileSync(join(RESULTS, file), lineChartSvg(curve));
  mkdirSync(CHARTS, { recursive: true });
  copyFileSync(join(RESULTS, file), join(CHARTS, file));
  return file;
}

async function main() {
  process.chdir(root);
  mkdirSync(RESULTS, { recursive: true });
  const previous = existsSync(OUT) ? JSON.parse(readFileSync(OUT, 'utf8')) : null;
  const server = external ? null : await serveMockBuild(root, PORT);
  try {
    const { curves, load } = await measureAll(external ?? `http://127.0.0.1:${PORT}`, previous);
    const out = {
      date: new Date().toISOString(),
      runs: RUNS,
      machine: { ...machine(), loadAverage: load },
      measured: only ?? Object.keys(GROUPS),
      curves,
    };
    writeFileSync(OUT, JSON.stringify(out, null, 2) + '\n');
    // The results folder is not committed: the docs keep the figures beside their charts, in the
    // repository's format (`npm run lint` checks it).
    mkdirSync(CHARTS, { recursive: true });
    const docsJson = join(CHARTS, 'curves.json');
    const style = (await prettier.resolveConfig(docsJson)) ?? {};
    writeFileSync(
      docsJson,
      await prettier.format(JSON.stringify(out, null, 2), { ...style, filepath: docsJson }),
    );
    for (const [name, curve] of Object.entries(curves)) console.info(`wrote ${writeChart(name, curve)}`);
    const failed = Object.values(curves).some((c) => c.points.some((p) => p.y === null));
    process.exitCode = failed ? 1 : 0;
  } finally {
    await server?.close();
  }
}

await main();
process.exit(process.exitCode ?? 0);
