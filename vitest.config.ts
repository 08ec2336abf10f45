import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      globals: true,
      environment: 'jsdom',
      setupFiles: ['./tests/setup.ts'],
      include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
      testTimeout: 20000,
      pool: 'threads',
      // Vitest's default (one worker fewer than the cores) leaves a 2-core machine one worker, and
      // its main thread mostly waits: two workers share both cores.
      maxWorkers: 2,
      env: { VITE_MOCK: 'true' },
    },
  }),
);
