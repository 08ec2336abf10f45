// `npm run mock-server`: the mock backend as a standalone loopback HTTP server. The same MSW handlers
// and seed as the in-page mock mode, served through @mswjs/http-middleware, so a production build
// (`npm run preview`) and the benchmark can run against the same data with no mock code in the page.
import console from 'node:console';
import Module from 'node:module';
import { join } from 'node:path';
import process from 'node:process';
import { URL, fileURLToPath } from 'node:url';
import express from 'express';
import { createMiddleware } from '@mswjs/http-middleware';
import { createServer } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));

// mjml-browser (a CommonJS bundle Node loads for the email mocks) requires cheerio, which the
// console does not install: Node's resolver hands it the stand-in the browser build and the tests get.
const noCheerio = join(root, 'tests/fixtures/no-cheerio.cjs');
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolve(request, ...rest) {
  return request === 'cheerio' ? noCheerio : resolveFilename.call(this, request, ...rest);
};

/** Starts the server on host:port and resolves with its base URL and a close function. */
export async function startMockServer({ port = 4300, host = '127.0.0.1' } = {}) {
  // Vite compiles the TypeScript handlers (aliases, JSON, `import.meta.env`) in mock mode.
  const vite = await createServer({
    root,
    mode: 'mock',
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
  });
  const { serve } = await vite.ssrLoadModule('/src/mocks/handlers/index.ts');
  // The mock is handed the console it stands in for; it never imports the app's registry.
  const { servedApp } = await vite.ssrLoadModule('/src/app/mock-backend.ts');
  // MOCK_ANSWERS=sparse: answers keep only what the API contract requires (the leanest server).
  if (process.env.MOCK_ANSWERS === 'sparse') {
    const { controls } = await vite.ssrLoadModule('/src/mocks/controls.ts');
    controls.setAnswerShape('sparse');
  }
  const app = express();
  app.use(createMiddleware(...(await serve(servedApp))));
  app.use((req, res) => res.status(404).json({ message: `No mock for ${req.method} ${req.path}` }));
  const server = await new Promise((resolve) => {
    const s = app.listen(port, host, () => resolve(s));
  });
  const url = `http://${host}:${server.address().port}`;
  return {
    url,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await vite.close();
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { url } = await startMockServer({
    port: Number(process.env.MOCK_PORT ?? 4300),
    host: process.env.HOST ?? '127.0.0.1',
  });
  console.info(`Mock backend on ${url} (API under ${url}/api)`);
}
