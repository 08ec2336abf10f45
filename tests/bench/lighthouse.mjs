// `npm run bench:lighthouse`: Lighthouse's desktop preset on the editors, the study home, KitLink
// and a list, signed in against the mock-mode build (tests/bench/results/dist-mock, built when
// missing), or against BENCH_BASE_URL (e.g. the production build served with the standalone mock),
// in Debian's Chromium. Prints performance, accessibility and best practices scores and the layout
// shift of each route; writes tests/bench/results/lighthouse.json. The mock-mode build carries the
// mock and its seeds in the page, so its performance scores are lower than the production build's.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import console from 'node:console';
import process from 'node:process';
import { URL, fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from '@playwright/test';
import { preview } from 'vite';
import { CHROMIUM_ARGS, ensureChromium } from '../../scripts/ensure-chromium.mjs';
import { buildWithManifest } from './bundle.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const PORT = Number(process.env.BENCH_PORT ?? 4176);
const RESULTS = 'tests/bench/results';
const MOCK_DIR = `${RESULTS}/dist-mock`;
const ROUTES = ['/studies/flow/1', '/studies/1', '/templates/1', '/study/1', '/kitlink', '/sites'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

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
  if (!external && !existsSync(join(MOCK_DIR, 'index.html'))) await buildWithManifest(root, 'mock', MOCK_DIR);
  const server = external
    ? null
    : await preview({
        root,
        mode: 'mock',
        logLevel: 'warn',
        build: { outDir: MOCK_DIR },
        preview: { port: PORT, host: '127.0.0.1', strictPort: true },
      });
  const baseURL = external ?? `http://127.0.0.1:${PORT}`;
  const chrome = await chromeLauncher.launch({
    chromePath: ensureChromium(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const scores = {};
  try {
    await signIn(chrome.port, baseURL);
    for (const route of ROUTES) {
      const flags = { port: chrome.port, output: 'json', logLevel: 'error', disableStorageReset: true };
      const result = await lighthouse(`${baseURL}${route}`, flags, {
        ...desktopConfig,
        settings: { ...desktopConfig.settings, onlyCategories: CATEGORIES },
      });
      const { categories, audits } = result.lhr;
      scores[route] = {
        ...Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)])),
        cls: audits['cumulative-layout-shift']?.numericValue ?? null,
      };
      const s = scores[route];
      console.info(
        `${route.padEnd(16)} performance ${s.performance} · accessibility ${s.accessibility} · best practices ${s['best-practices']} · CLS ${s.cls?.toFixed(3)}`,
      );
    }
  } finally {
    await chrome.kill();
    await server?.close();
  }
  writeFileSync(
    join(RESULTS, 'lighthouse.json'),
    JSON.stringify({ date: new Date().toISOString(), scores }, null, 2) + '\n',
  );
}

await main();
