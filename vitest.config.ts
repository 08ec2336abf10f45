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
      // mjml-browser is one CommonJS bundle that needs pre-bundling; CodeMirror's packages are
      // pre-bundled with it so that they share one @codemirror/state (its checks use instanceof).
      deps: {
        optimizer: {
          client: {
            enabled: true,
            include: [
              'mjml-browser',
              'codemirror',
              '@codemirror/state',
              '@codemirror/view',
              '@codemirror/lint',
              '@codemirror/lang-json',
              '@codemirror/lang-html',
            ],
          },
        },
      },
      env: { VITE_MOCK: 'true' },
    },
  }),
);
