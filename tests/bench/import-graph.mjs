// Reading the app's import graph (see importGraph in route-table.mjs): per source file, the files
// it imports statically (fetched before it runs) and through `import()` (a chunk of its own,
// fetched when asked for), as the production build splits them. No esbuild here: the unit test
// loads this file inside jsdom, where esbuild refuses to start.

const isStatic = (edge) => edge.kind === 'import-statement' && !edge.external;

/**
 * The files `start` needs before it runs: itself and its static imports, transitively, each with
 * the file that first brought it in (`null` for `start`), so a finding can show its import chain.
 * Files of `loaded` (with all they import, already there) are not entered.
 */
export function staticClosure(graph, start, loaded = new Set()) {
  const via = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const edge of graph[file]?.imports ?? []) {
      if (!isStatic(edge) || via.has(edge.path) || loaded.has(edge.path)) continue;
      via.set(edge.path, file);
      queue.push(edge.path);
    }
  }
  return via;
}

/** `start`, the file that imported it, … back to the root of a closure. */
export function chainTo(via, file) {
  const chain = [];
  for (let at = file; at !== null && at !== undefined; at = via.get(at)) chain.unshift(at);
  return chain;
}

/** The area a file belongs to (`resources/<area>/…`), or null for shared layers. */
export const areaOf = (file) => /^resources\/([^/]+)\//.exec(file)?.[1] ?? null;

/** The file `importer` loads lazily with `import(specifier)`, or undefined. */
export function dynamicTarget(graph, importer, specifier) {
  return graph[importer]?.imports.find((e) => e.kind === 'dynamic-import' && e.original === specifier)?.path;
}

/**
 * Each route's files of another area: the static closure of its screen holding a file under
 * resources/<other>/. A route of an area may load its own area's files and shared layers; a route
 * no area owns (the generated entity views) may load no area's files at all. Files of `entry`'s
 * closure are loaded before any route (the registry holds every area's index.ts): they are the
 * entry's chunk, not the route's.
 */
export function crossings(graph, routes, entry) {
  const loaded = entry ? new Set(staticClosure(graph, entry).keys()) : new Set();
  const found = [];
  for (const route of routes) {
    if (!route.module || loaded.has(route.module)) continue;
    const via = staticClosure(graph, route.module, loaded);
    for (const file of via.keys()) {
      const area = areaOf(file);
      if (area !== null && area !== route.area) {
        found.push({ path: route.path, area: route.area, file, chain: chainTo(via, file) });
      }
    }
  }
  return found;
}
