import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './scripts/ensure-chromium.mjs';

// E2E_PORT lets several checkouts on one machine run their suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 4173);
// E2E_BASE_URL points the suite at a server already running (e.g. `npm start`) instead of a build.
const external = process.env.E2E_BASE_URL;
const baseURL = external ?? `http://127.0.0.1:${PORT}`;
const ci = Boolean(process.env.CI);

// Debian's Chromium, not a Playwright download: the machines that run these tests cannot fetch browsers.
const chromium = { executablePath: CHROMIUM, args: [...CHROMIUM_ARGS] };

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: ci,
  retries: 0,
  workers: 2,
  // A test's own limit: the longest ones sign in and load the whole app three or four times, which
  // took up to 58 s in a full run on two cores. Each wait inside a test keeps its own, shorter limit.
  timeout: 120_000,
  // A full page load starts the in-page mock backend (service worker, seeding 10,000 users) before
  // the first screen can render; on a busy 2-core machine that alone can pass ten seconds. Speed is
  // measured by `npm run bench`, so waits here only need room, not a budget.
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: chromium,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    viewport: { width: 1366, height: 850 },
    // The system setting the console honours by dropping its transitions: a click never lands on
    // a menu group or dialog still opening (a link clipped by a half-open group took the click
    // while its list scrolled back, and the navigation was lost). Motion is tested in Vitest.
    reducedMotion: 'reduce',
    // A failed test keeps its trace (DOM snapshots of each step, network, console) and a screenshot.
    // The trace's screencast is left out: encoding frames all through every test took about 45 % of
    // the suite's time on two cores (labs and studies specs: 184 s with it, 99–107 s without).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    screenshot: 'only-on-failure',
    video: 'off',
  },
  webServer: external
    ? undefined
    : {
        // The browser suite runs against the built app in mock mode, as a user would get it.
        command: `npm run build:mock && npx vite preview --outDir dist-mock --port ${PORT} --host 127.0.0.1 --strictPort`,
        url: baseURL,
        reuseExistingServer: !ci,
        timeout: 300_000,
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
