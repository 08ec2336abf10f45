import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { netlifyHeaders, nginxSnippet, securityHeaders, type BuildEnv } from './policy';

export const HEADERS_JSON = 'security-headers.json';

/**
 * MSW's service worker (mock builds only) runs under the policy of its own script's response, and
 * it fetches every request it lets through, remote images included: under connect-src 'self' those
 * would fail inside the worker. The page's policy already decided whether the page may load them.
 */
const MOCK_WORKER = '/mockServiceWorker.js';

/**
 * mjml-browser finds the global object with `new Function("return this")()` (its own shim and
 * bundled lodash copies). Inside an ES module chunk `this` is undefined, so the shim reaches the
 * eval and a CSP without 'unsafe-eval' reports a violation; `globalThis` is the same object.
 */
const GLOBAL_BY_EVAL = /(?:new )?Function\("return this"\)\(\)/g;

/**
 * Writes the security headers for the built index.html next to it (security-headers.json,
 * `_headers`, nginx-security-headers.conf) and sends them from `vite preview`. The dev server is
 * left alone: Vite's dev pages need inline scripts for hot reload.
 */
export function securityHeadersPlugin(env: BuildEnv): Plugin {
  return {
    name: 'security-headers',
    transform: {
      filter: { id: /\/node_modules\/mjml-browser\// },
      handler: (code) => ({ code: code.replace(GLOBAL_BY_EVAL, 'globalThis'), map: null }),
    },
    writeBundle: {
      order: 'post',
      handler(options, bundle) {
        const page = bundle['index.html'];
        if (!options.dir || page?.type !== 'asset') return;
        const html = typeof page.source === 'string' ? page.source : new TextDecoder().decode(page.source);
        const headers = securityHeaders(html, env);
        writeFileSync(join(options.dir, HEADERS_JSON), `${JSON.stringify(headers, null, 2)}\n`);
        writeFileSync(join(options.dir, '_headers'), netlifyHeaders(headers));
        writeFileSync(join(options.dir, 'nginx-security-headers.conf'), nginxSnippet(headers));
      },
    },
    configurePreviewServer(server) {
      const file = join(resolve(server.config.root, server.config.build.outDir), HEADERS_JSON);
      if (!existsSync(file)) {
        server.config.logger.warn(`${file} is missing: the preview sends no security headers.`);
        return;
      }
      const headers = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      server.middlewares.use((req, res, next) => {
        const worker = req.url?.split('?')[0] === MOCK_WORKER;
        for (const [name, value] of Object.entries(headers)) {
          if (!(worker && name === 'Content-Security-Policy')) res.setHeader(name, value);
        }
        next();
      });
    },
  };
}
