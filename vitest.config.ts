import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

// Unit tests of the shell's process-wide state (the session, the transport's error handling, the
// language, third-party integrations) set module state on purpose: each of their files gets fresh
// modules, as every integration file does.
const STATEFUL_UNITS = ['auth', 'http', 'i18n', 'integrations'].map(
  (d) => `tests/unit/${d}/**/*.test.{ts,tsx}`,
);

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      globals: true,
      environment: 'jsdom',
      setupFiles: ['./tests/setup.ts'],
      testTimeout: 20000,
      pool: 'threads',
      // Vitest's default (one worker fewer than the cores) leaves a 2-core machine one worker, and
      // its main thread mostly waits: two workers share both cores.
      maxWorkers: 2,
      env: { VITE_MOCK: 'true' },
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            include: ['tests/unit/**/*.test.{ts,tsx}'],
            exclude: STATEFUL_UNITS,
            // A unit file re-importing the app's registry and the mock backend took 3 s of its
            // 0.6 s of tests: 156 files spent 459 s in setup. Sharing modules across unit files
            // (tests/setup.ts resets the mock, session, drafts and storage after every test)
            // took the unit run from 345 s to under a minute on two cores.
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'isolated',
            include: [...STATEFUL_UNITS, 'tests/integration/**/*.test.{ts,tsx}'],
          },
        },
      ],
    },
  }),
);
