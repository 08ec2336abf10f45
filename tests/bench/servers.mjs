// The servers a benchmark run needs: the mock backend as a loopback server (the same handlers and
// seed as mock mode), and `vite preview` for each production build with `/api` and `/agent`
// forwarded to it, as `npm run preview` does.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import process from 'node:process';
import { preview } from 'vite';

const HOST = '127.0.0.1';

/** `vite preview` of `outDir`; `configFile: false` serves it without the console's Vite config. */
async function servePreview({ root, outDir, port, target, configFile }) {
  // Cookies (refresh token, device id) must land on the page's origin, not the backend's.
  const forward = { target, changeOrigin: true, cookieDomainRewrite: '' };
  const server = await preview({
    root,
    mode: 'production',
    logLevel: 'warn',
    ...(configFile === false && { configFile: false }),
    build: { outDir },
    preview: { port, host: HOST, strictPort: true, proxy: { '/api': forward, '/agent': forward } },
  });
  return { url: `http://${HOST}:${port}`, close: () => server.close() };
}

/**
 * The mock backend in a process of its own, as a real backend is: its answers do not queue behind
 * the static files the previews serve from this process at the same moment (a first page asks
 * for its scripts and its data together).
 */
function startMockProcess({ root, port }) {
  const child = spawn(process.execPath, [join(root, 'scripts/mock-server.mjs')], {
    cwd: root,
    env: { ...process.env, MOCK_PORT: String(port), HOST },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const close = async () => {
    if (child.exitCode === null) child.kill();
    await exited;
  };
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const url = /Mock backend on (http:\/\/\S+)/.exec(out)?.[1];
      if (url) resolve({ url, close });
    });
    child.once('exit', (code) => reject(new Error(`the mock backend exited (${code}) before it listened`)));
  });
}

/**
 * Starts the mock backend on `ports.mock` (0: any free port), the console's build on
 * `ports.console` and the stock reference's on `ports.stock`; both share cookies (same host).
 */
export async function startServers({ root, consoleDir, stockDir, ports }) {
  const started = [];
  try {
    const mock = await startMockProcess({ root, port: ports.mock });
    started.push(mock);
    const consoleApp = await servePreview({
      root,
      outDir: join(root, consoleDir),
      port: ports.console,
      target: mock.url,
    });
    started.push(consoleApp);
    const stockApp = await servePreview({
      root: join(root, 'tests/bench/reference/stock'),
      outDir: join(root, stockDir),
      port: ports.stock,
      target: mock.url,
      configFile: false,
    });
    started.push(stockApp);
    return {
      mockUrl: mock.url,
      consoleUrl: consoleApp.url,
      stockUrl: stockApp.url,
      close: () => Promise.all(started.map((s) => s.close())),
    };
  } catch (error) {
    await Promise.all(started.map((s) => s.close()));
    throw error;
  }
}
