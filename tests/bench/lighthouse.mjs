// `npm run bench:lighthouse`: Lighthouse's desktop preset on every signed-in route of the spec's
// table (record 1 where a route names one; LH_ROUTES=/a,/b for a few), signed in against the
// mock-mode build (tests/bench/results/dist-mock, built when missing), or against BENCH_BASE_URL
// (e.g. `npm run build && npm run preview`: the production build with the standalone mock), in
// Debian's Chromium. Prints performance, accessibility and best practices scores and the layout
// shift of each route against the targets; writes tests/bench/results/lighthouse.json. The
// mock-mode build carries the mock and its seeds in the page, so its performance scores are lower
// than the production build's.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import console from 'node:console';
import process from 'node:process';
import { URL, fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, ensureChromium } from '../../scripts/ensure-chromium.mjs';
import { serveMockBuild } from './mock-build-server.mjs';
import { specPaths } from './route-table.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const PORT = Number(process.env.BENCH_PORT ?? 4176);
const RESULTS = 'tests/bench/results';
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
/** The issue's targets: layout shift at most, scores at least. */
const TARGET = { cls: 0.05, performance: 95, accessibility: 100, 'best-practices': 100 };
/** The timings the performance score is made of, in ms: what a score under target is made of. */
const METRICS = [
  ['first-contentful-paint', 'fcp'],
  ['largest-contentful-paint', 'lcp'],
  ['total-blocking-time', 'tbt'],
  ['speed-index', 'si'],
];
/** Ids the seed has where 1 is not one (as the answer-shape suite opens them). */
const IDS = { content_key: 'study_home.eligibility' };
/** Pages before sign-in, and their tokens' pages, are not what staff work in. */
const SIGNED_OUT = /^\/(login|forgot-password|device-code|complete-registration|resetpass|apula)(\/|$)/;

async function routes() {
  if (process.env.LH_ROUTES) return process.env.LH_ROUTES.split(',');
  const paths = (await specPaths(root)).filter((p) => !SIGNED_OUT.test(p));
  return paths.map((p) => p.replace(/:([a-z_]+)\??/gi, (_, name) => IDS[name] ?? '1'));
}

/** The audits a category loses points on (weighted, not passed): what to fix, not just the score. */
function failedAudits(lhr, category) {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id);
}

/** The targets a route misses, named. */
function misses(s) {
  return [
    ...(s.cls === null || s.cls > TARGET.cls ? [`CLS ${s.cls?.toFixed(3)}`] : []),
    ...CATEGORIES.filter((c) => s[c] < TARGET[c]).map((c) => `${c} ${s[c]}`),
  ];
}

/** Signs in through the login form in the browser Lighthouse drives, which keeps its storage. */
async function signIn(port, baseURL) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0].newPage();
  await page.goto(`${baseURL}/login`);
  await page.getByLabel('Email', { exact: true }).fill('super@research.test');
  await page.getByLabel('Password', { exact: true }).fill('research-demo');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 60_000 });
  await page.close();
  await browser.close();
}

async function main() {
  process.chdir(root);
  mkdirSync(RESULTS, { recursive: true });
  const external = process.env.BENCH_BASE_URL;
  const server = external ? null : await serveMockBuild(root, PORT);
  const baseURL = external ?? `http://127.0.0.1:${PORT}`;
  const chrome = await chromeLauncher.launch({
    chromePath: ensureChromium(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const scores = {};
  try {
    await signIn(chrome.port, baseURL);
    for (const route of await routes()) {
      const flags = { port: chrome.port, output: 'json', logLevel: 'error', disableStorageReset: true };
      const result = await lighthouse(`${baseURL}${route}`, flags, {
        ...desktopConfig,
        settings: { ...desktopConfig.settings, onlyCategories: CATEGORIES },
      });
      const { categories, audits } = result.lhr;
      scores[route] = {
        ...Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)])),
        cls: audits['cumulative-layout-shift']?.numericValue ?? null,
        metrics: Object.fromEntries(
          METRICS.map(([id, key]) => [key, Math.round(audits[id]?.numericValue ?? NaN)]),
        ),
        failed: Object.fromEntries(
          ['accessibility', 'best-practices'].map((c) => [c, failedAudits(result.lhr, c)]),
        ),
      };
      const s = scores[route];
      const missed = misses(s);
      console.info(
        `${route.padEnd(40)} performance ${s.performance} · accessibility ${s.accessibility} · best practices ${s['best-practices']} · CLS ${s.cls?.toFixed(3)}${missed.length ? `  ✗ ${missed.join(', ')}` : '  ✓'}`,
      );
      if (s.performance < TARGET.performance)
        console.info(
          `  ${Object.entries(s.metrics)
            .map(([k, v]) => `${k} ${v} ms`)
            .join(' · ')}`,
        );
      for (const [category, ids] of Object.entries(s.failed))
        if (ids.length > 0) console.info(`  ${category} loses points on: ${ids.join(', ')}`);
    }
  } finally {
    await chrome.kill();
    await server?.close();
  }
  const failing = Object.entries(scores).filter(([, s]) => misses(s).length > 0);
  console.info(
    `${Object.keys(scores).length - failing.length} of ${Object.keys(scores).length} routes meet every target.`,
  );
  writeFileSync(
    join(RESULTS, 'lighthouse.json'),
    JSON.stringify(
      { date: new Date().toISOString(), base: external ?? 'mock-mode build', target: TARGET, scores },
      null,
      2,
    ) + '\n',
  );
}

await main();
