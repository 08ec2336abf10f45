// Production-bundle analysis: builds with a manifest and attributes JS chunks to lazy modules.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

/** Builds `mode` into `outDir` with a manifest (not enabled in vite.config.ts) and returns it. */
export async function buildWithManifest(root, mode, outDir) {
  await build({ root, mode, logLevel: 'warn', build: { outDir, emptyOutDir: true, manifest: true } });
  return JSON.parse(readFileSync(join(root, outDir, '.vite', 'manifest.json'), 'utf8'));
}

const isJs = (file) => file.endsWith('.js');
/** Mock-mode modules: a production build should not contain them, and never loads them. */
export const isMockModule = (key) => /(^|\/)src\/mocks\/|node_modules\/(msw|@faker-js)\//.test(key);

/** Raw and gzip size (zlib default level, as Vite's own build report) of each file, memoised. */
export function sizer(dir) {
  const cache = new Map();
  return (file) => {
    if (!cache.has(file)) {
      const bytes = readFileSync(join(dir, file));
      cache.set(file, { raw: bytes.length, gzip: gzipSync(bytes).length });
    }
    return cache.get(file);
  };
}

export const total = (files, size) =>
  [...files].reduce((sum, f) => ({ raw: sum.raw + size(f).raw, gzip: sum.gzip + size(f).gzip }), {
    raw: 0,
    gzip: 0,
  });

/** JS files a module needs before it runs: its chunk plus static imports, transitively. */
export function closure(manifest, keys) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    if (isJs(chunk.file)) files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const key of keys) visit(key);
  return files;
}

export const entryKey = (manifest) => Object.keys(manifest).find((k) => manifest[k].isEntry);

/** Manifest keys of the lazy modules whose chunk files appear among `files`. */
export function lazyKeysOf(manifest, files) {
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  return [...files]
    .map((file) => byFile.get(file))
    .filter((key) => key !== undefined && manifest[key].isDynamicEntry && !isMockModule(key));
}

/**
 * Summary of a production build: the JS the entry loads, and for each lazy module the JS it adds
 * on top of the entry.
 */
export function analyse(manifest, dir) {
  const size = sizer(dir);
  const entry = entryKey(manifest);
  const initial = closure(manifest, [entry]);
  const lazy = Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry)
    .map((key) => {
      const added = [...closure(manifest, [key])].filter((f) => !initial.has(f));
      return { module: key, files: added.length, ...total(added, size) };
    })
    .sort((a, b) => b.gzip - a.gzip);
  const all = Object.values(manifest)
    .map((c) => c.file)
    .filter(isJs);
  return {
    entry: { module: entry, files: initial.size, ...total(initial, size) },
    mockModules: lazy.filter((l) => isMockModule(l.module)),
    allJs: { files: new Set(all).size, ...total(new Set(all), size) },
    lazy,
  };
}

/** JS a route loaded in production (`files`, relative to `dir`) and the lazy modules among them. */
export function routeJs(manifest, dir, files) {
  const js = files.filter(isJs);
  return { files: js.length, ...total(js, sizer(dir)), modules: lazyKeysOf(manifest, js) };
}

/**
 * Builds a reference app (tests/bench/reference/{name}) and returns the JS its page loads first.
 * `consoleSettings`: with the console's own Vite config (minifier, aliases, on-demand jsonexport),
 * otherwise with Vite's defaults and the React plugin only, as a stock app would be built. An app
 * with an index.html is built from it (and can be served); otherwise its main.tsx is the entry.
 */
export async function buildReference(root, name, outDir, { consoleSettings }) {
  const refRoot = join(root, 'tests/bench/reference', name);
  const out = join(root, outDir);
  const common = { root: refRoot, mode: 'production', logLevel: 'error' };
  const html = join(refRoot, 'index.html');
  const buildOptions = {
    outDir: out,
    emptyOutDir: true,
    manifest: true,
    rollupOptions: { input: existsSync(html) ? html : join(refRoot, 'main.tsx') },
  };
  if (consoleSettings) {
    await build({ ...common, configFile: join(root, 'vite.config.ts'), build: buildOptions });
  } else {
    const { default: react } = await import('@vitejs/plugin-react');
    await build({ ...common, configFile: false, plugins: [react()], build: buildOptions });
  }
  const manifest = JSON.parse(readFileSync(join(out, '.vite', 'manifest.json'), 'utf8'));
  const files = closure(manifest, [entryKey(manifest)]);
  return { name, consoleSettings, files: files.size, ...total(files, sizer(out)) };
}
