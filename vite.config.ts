import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { defineConfig, loadEnv } from 'vite';
import { earlyRefreshScript } from './src/auth/early-refresh';
import { chunkFiles, type BuiltChunk } from './src/app/chunk-files';
import { earlyListPreloadScript } from './src/app/early-list-preload';
import { startUpCatalogue, type Messages } from './src/i18n/start-up-catalogue';
import { securityHeadersPlugin } from './scripts/security-headers/plugin';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** Serves and emits MSW's worker only in mock mode, so a production build holds no mock code. */
function mockServiceWorker(): Plugin {
  const source = () => readFileSync(r('./node_modules/msw/lib/mockServiceWorker.js'), 'utf8');
  return {
    name: 'mock-service-worker',
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(source());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'mockServiceWorker.js', source: source() });
    },
  };
}

/**
 * ra-core's default CSV exporter imports jsonexport eagerly; ra-core gets a stand-in that loads it
 * on first use instead, which keeps it out of the first screen's JavaScript.
 */
function jsonexportOnDemand(): Plugin {
  return {
    name: 'jsonexport-on-demand',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === 'jsonexport/dist/index.js' && importer?.includes('/node_modules/ra-core/')
        ? r('./src/lib/jsonexport-on-demand.ts')
        : null;
    },
  };
}

/** The start-up texts, converted for i18next when the app is built (src/i18n/start-up-catalogue.ts). */
function startUpCataloguePlugin(): Plugin {
  const id = 'virtual:start-up-catalogue';
  const file = r('./locales/en-gb.json');
  return {
    name: 'start-up-catalogue',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load(resolved) {
      if (resolved !== `\0${id}`) return null;
      this.addWatchFile(file);
      const catalogue = startUpCatalogue(JSON.parse(readFileSync(file, 'utf8')) as Messages);
      // JSON.parse of a string literal starts faster than the same object as a literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(catalogue))});`;
    },
  };
}

/**
 * Production pages start the token refresh from index.html, while the scripts are still loading
 * (src/auth/early-refresh.ts). Not in mock mode: there the mock backend must start first.
 */
function earlyTokenRefresh(env: Record<string, string>): Plugin {
  const script = earlyRefreshScript({
    apiBase: env.VITE_API_BASE || '/api',
    deviceCookie: env.VITE_DEVICE_COOKIE || 'rc_device',
    productName: env.VITE_PRODUCT_NAME?.trim() || 'Research',
  });
  return {
    name: 'early-token-refresh',
    transformIndexHtml: () => [{ tag: 'script', children: script, injectTo: 'head-prepend' }],
  };
}

/**
 * A build-only plugin that adds tags to the built index.html for the chunks `roots` picks (and
 * what they import): `tags` gets their files, with the app's base path.
 */
function preloadPlugin(
  name: string,
  roots: (chunk: BuiltChunk) => boolean,
  tags: (files: string[]) => HtmlTagDescriptor[],
): Plugin {
  let base = '/';
  return {
    name,
    apply: 'build',
    configResolved: (config) => void (base = config.base),
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) => {
        const files = chunkFiles(bundle, roots);
        return files.length === 0 ? [] : tags(files.map((f) => base + f));
      },
    },
  };
}

/** The list view's chunks, asked for by index.html (src/app/early-list-preload.ts). */
const earlyListPreload = (env: Record<string, string>) =>
  preloadPlugin(
    'early-list-preload',
    (c) => c.facadeModuleId === r('./src/engine/screens/entity-list.tsx'),
    (files) => [
      {
        tag: 'script',
        children: earlyListPreloadScript({ files, deviceCookie: env.VITE_DEVICE_COOKIE || 'rc_device' }),
        injectTo: 'head',
      },
    ],
  );

/**
 * A mock-mode page starts the mock backend (src/mocks/browser.ts, the app it is handed from
 * src/app/mock-backend.ts, and every area's mocks/index.ts) before it can make a call. Found one import
 * after another once the app's scripts had run, those files took 0.5–0.8 s of a fresh page's
 * start; index.html asks for them all while the scripts load.
 */
const mockBackendPreload = () =>
  preloadPlugin(
    'mock-backend-preload',
    (c) =>
      c.facadeModuleId === r('./src/mocks/browser.ts') ||
      c.facadeModuleId === r('./src/app/mock-backend.ts') ||
      /\/resources\/[^/]+\/mocks\/(index|seed-tables)\.ts$/.test(c.facadeModuleId ?? ''),
    (files) =>
      files.map((href) => ({
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: true, href },
        injectTo: 'head',
      })),
  );

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  // Mock mode is the default for `npm start`; production builds never contain mock code.
  const mock = (env.VITE_MOCK ?? (mode === 'development' || mode === 'mock' ? 'true' : 'false')) === 'true';
  return {
    plugins: [
      react(),
      jsonexportOnDemand(),
      startUpCataloguePlugin(),
      // The built page's CSP and other headers, generated beside it and sent by `vite preview`.
      securityHeadersPlugin(env),
      ...(mock
        ? [mockServiceWorker(), mockBackendPreload()]
        : [earlyTokenRefresh(env), earlyListPreload(env)]),
    ],
    resolve: {
      alias: [
        // ra-core imports lodash's CommonJS files one by one; the same functions as ES modules
        // share their helpers without CommonJS wrappers: about 4 KiB less gzip on every route.
        { find: /^lodash\/(.*?)(\.js)?$/, replacement: 'lodash-es/$1.js' },
        { find: /^cheerio$/, replacement: r('./src/integrations/mjml/no-cheerio.ts') },
        { find: '@', replacement: r('./src') },
        { find: '@schemas', replacement: r('./schemas') },
        { find: '@resources', replacement: r('./resources') },
        { find: '@locales', replacement: r('./locales') },
      ],
    },
    define: {
      'import.meta.env.VITE_MOCK': JSON.stringify(mock ? 'true' : 'false'),
    },
    server: {
      host: '127.0.0.1',
      port: 5173,
      proxy:
        mock || !env.API_PROXY_TARGET
          ? undefined
          : { '/api': { target: env.API_PROXY_TARGET, changeOrigin: true } },
    },
    build: {
      sourcemap: true,
      // Terser output is about 4 % smaller after gzip than esbuild's for the same modules. The
      // mock-mode bundle (the browser tests' build) takes esbuild: 45 s to build instead of 128 s.
      minify: mock ? 'esbuild' : 'terser',
      terserOptions: { compress: { passes: 2 }, format: { comments: false } },
      chunkSizeWarningLimit: 900,
      rollupOptions: {
        output: {
          // ra-core's barrels re-export modules that also import them back; split across the
          // entry and a lazy view's chunk they would form a chunk cycle, so ra-core stays whole.
          // A manual chunk also takes in the modules it imports that no other chunk claims: ra-core's
          // unused date assertions would pull date-fns (needed only by the lazy date inputs) into the
          // start-up chunk, so date-fns gets a chunk of its own that only date screens load.
          manualChunks: (id: string) =>
            id.includes('/node_modules/ra-core/')
              ? 'ra-core'
              : id.includes('/node_modules/date-fns/')
                ? 'date-fns'
                : undefined,
        },
      },
    },
  };
});
