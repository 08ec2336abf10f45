// The mock-mode build served for a page benchmark: built into tests/bench/results/dist-mock when
// missing, then `vite preview` on the loopback port given. Shared by the page timings, the curves
// and Lighthouse, which all run against the same build.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import console from 'node:console';
import { preview } from 'vite';
import { buildWithManifest } from './bundle.mjs';

export const MOCK_DIR = 'tests/bench/results/dist-mock';

/** The preview server (close it when done), the build made first if it is missing. */
export async function serveMockBuild(root, port) {
  if (!existsSync(join(root, MOCK_DIR, 'index.html'))) {
    console.info('building the mock-mode bundle…');
    await buildWithManifest(root, 'mock', MOCK_DIR);
  }
  return preview({
    root,
    mode: 'mock',
    logLevel: 'warn',
    build: { outDir: MOCK_DIR },
    preview: { port, host: '127.0.0.1', strictPort: true },
  });
}
