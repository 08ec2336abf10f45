// `npm run preview`: serves the production bundle in dist/ (SPA fallback included) and forwards the
// API to API_PROXY_TARGET, so the same-origin build can be tried against a real backend. Without a
// target it starts the mock backend as a loopback server (scripts/mock-server.mjs) and forwards there.
import { existsSync } from 'node:fs';
import console from 'node:console';
import process from 'node:process';
import { URL, fileURLToPath } from 'node:url';
import { preview } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = process.env.PREVIEW_OUT_DIR ?? 'dist';
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
let target = process.env.API_PROXY_TARGET;

if (!existsSync(`${root}/${outDir}/index.html`)) {
  console.error(`${outDir}/index.html is missing: run \`npm run build\` first.`);
  process.exit(1);
}
if (target && !/^https?:\/\//.test(target)) {
  console.error(`API_PROXY_TARGET must be an http(s) URL, got "${target}".`);
  process.exit(1);
}

let mock;
if (!target) {
  const { startMockServer } = await import('./mock-server.mjs');
  mock = await startMockServer({ port: Number(process.env.MOCK_PORT ?? 0), host });
  target = mock.url;
}

// Cookies (refresh token, device id) must land on the preview's origin, not the backend's.
const forward = target ? { target, changeOrigin: true, secure: true, cookieDomainRewrite: '' } : undefined;

const server = await preview({
  root,
  mode: 'production',
  build: { outDir },
  preview: {
    port,
    host,
    strictPort: true,
    proxy: forward ? { '/api': forward, '/agent': forward } : {},
  },
});

server.printUrls();
console.info(
  mock
    ? `  /api and /agent -> the mock backend at ${target} (set API_PROXY_TARGET for a real one)`
    : `  /api and /agent -> ${target}`,
);
