// The JS each route of the spec's table loads in the production build, read from its manifest: on
// a first load, and on navigation from /users (what the route adds to what /users loaded). Run
// directly on an existing build (`npx vite build --manifest --outDir <dir>`):
//   node tests/bench/route-sizes.mjs <dir>
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { closure, entryKey, sizer, total } from './bundle.mjs';
import { importGraph, specRouteTable } from './route-table.mjs';

export const FROM = '/users';

/**
 * The manifest keys a route asks for: the entry; outside the authentication pages the frame's lazy
 * code (the banners every frame shows, the generated list view the frame preloads, the editor
 * frame's bar on editor routes); and the route's screen. Chunks a screen fetches later by itself
 * (its tabs, widgets, a generated list inside it) are not counted.
 */
function keysOf(table, route) {
  const frame =
    route.layout === 'auth'
      ? []
      : [...table.banners, table.listView, ...(route.layout === 'editor' ? [table.editorLayout] : [])];
  return [...frame, route.module].filter(Boolean);
}

/**
 * Per route: `files`, `raw`, `gzip` on a first load, and `fromUsers`, the same for the files it
 * adds after /users. A screen the manifest does not list (bundled into a chunk already loaded) adds
 * nothing of its own; `screenChunk` says whether it has a chunk.
 */
export function routeSizes(manifest, dir, table) {
  const size = sizer(dir);
  const entry = entryKey(manifest);
  const filesOf = (route) => closure(manifest, [entry, ...keysOf(table, route)]);
  const from = table.routes.find((r) => r.path === FROM);
  if (!from) throw new Error(`${FROM} is not in the spec's table`);
  const before = filesOf(from);
  return table.routes.map((route) => {
    const files = filesOf(route);
    const added = [...files].filter((f) => !before.has(f));
    return {
      path: route.path,
      area: route.area,
      screen: route.module,
      screenChunk: route.module !== null && manifest[route.module] !== undefined,
      files: files.size,
      ...total(files, size),
      fromUsers: { files: added.length, ...total(added, size) },
    };
  });
}

/** The route table of the sources in `root`, sized in the build at `dir` (its manifest read). */
export async function measureRoutes(root, dir) {
  const manifest = JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8'));
  const table = await specRouteTable(root, await importGraph(root));
  return routeSizes(manifest, dir, table);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { printRouteSizes } = await import('./report.mjs');
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: node tests/bench/route-sizes.mjs <build dir with .vite/manifest.json>');
  printRouteSizes(await measureRoutes(root, resolve(dir)));
}
