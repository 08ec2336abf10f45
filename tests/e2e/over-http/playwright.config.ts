import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import base from '../../../playwright.config';

// Browser tests that need the API over real HTTP (an upload's progress): the production build
// served by `npm run preview`, which starts the mock backend as a loopback server. Run with
// `npx playwright test -c tests/e2e/over-http/playwright.config.ts`; E2E_BASE_URL points it at a
// preview already running instead.
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const PORT = Number(process.env.E2E_HTTP_PORT ?? 4183);
const external = process.env.E2E_BASE_URL;
const baseURL = external ?? `http://127.0.0.1:${PORT}`;

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: '**/*.http.ts',
  outputDir: `${ROOT}/test-results/over-http`,
  use: { ...base.use, baseURL },
  webServer: external
    ? undefined
    : {
        command: `npm run build && PORT=${PORT} node scripts/preview.mjs`,
        cwd: ROOT,
        url: baseURL,
        reuseExistingServer: !process.env.CI,
        timeout: 420_000,
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
