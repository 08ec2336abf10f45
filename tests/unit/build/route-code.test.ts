import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { areaOf, crossings, type ImportGraph } from '../../bench/import-graph.mjs';
import type { SpecRouteTable } from '../../bench/route-table.mjs';

// The code each route of the spec's table loads is its lazily loaded screen and that screen's
// static imports, as the production build splits it (`import()` starts a chunk of its own), less
// what the entry already holds. An area's route may load its own area's files and shared layers
// (src/, schemas/), never a file of another area: that area's code would then come with every
// visit of the route.

/**
 * Crossings known today, each `route -> file`; none. An entry here names why it is allowed and
 * what would remove it (usually: move the shared file to src/).
 */
const KNOWN_CROSSINGS: readonly string[] = [];

let spec: string[];
let entry: string;
let graph: ImportGraph;
let table: SpecRouteTable;

// esbuild refuses to start inside this file's jsdom environment: a plain Node process reads the
// graph (an in-memory esbuild bundle, about a second) and the route table, and prints them.
beforeAll(async () => {
  const script = join(__dirname, '../../bench/route-table.mjs');
  const { stdout } = await promisify(execFile)(process.execPath, [script], { maxBuffer: 64 << 20 });
  ({ spec, entry, graph, table } = JSON.parse(stdout) as {
    spec: string[];
    entry: string;
    graph: ImportGraph;
    table: SpecRouteTable;
  });
});

describe("what each route of the spec's table loads", () => {
  test('every route is served by a screen found in the build: an area’s or a generated view', () => {
    expect(table.routes.map((r) => r.path)).toEqual(spec);
    expect(spec).toContain('/');
    expect(spec).toContain('/labs/system-settings');
    for (const route of table.routes) {
      // A route without a module is a redirect the entry holds; none of the spec's is one today.
      expect(route.module, route.path).toBeTruthy();
      expect(graph[route.module ?? ''], `${route.path}: ${route.module}`).toBeDefined();
    }
    // Spot checks that the declarations were read, not guessed.
    const byPath = new Map(table.routes.map((r) => [r.path, r]));
    expect(byPath.get('/users')).toMatchObject({
      area: 'users',
      module: 'resources/users/users-list-page.tsx',
    });
    expect(byPath.get('/sites/:id')).toMatchObject({
      area: 'sites',
      module: 'resources/sites/site-page.tsx',
    });
    expect(byPath.get('/blogpost-list')).toMatchObject({ area: null, entity: 'blog-posts' });
    expect(byPath.get('/login')).toMatchObject({ area: 'auth', layout: 'auth' });
  });

  test('no route loads a file of another area', () => {
    const found = crossings(graph, table.routes, entry).map((c) => ({
      crossing: `${c.path} -> ${c.file}`,
      chain: c.chain.join(' > '),
    }));
    // Shown with the import chain that brings each file in.
    expect(found.filter((f) => !KNOWN_CROSSINGS.includes(f.crossing))).toEqual([]);
    // A known crossing that is gone is taken off the list.
    expect(KNOWN_CROSSINGS.filter((k) => !found.some((f) => f.crossing === k))).toEqual([]);
  });

  test("the frame's lazy code, loaded on every signed-in route, holds no other area's file", () => {
    const frame = [
      // Banners are their area's own code, shown by every frame by design (ResourceModule.banners).
      ...table.banners.map((module) => ({ path: 'banner', area: areaOf(module), module })),
      { path: 'editor frame', area: null, module: table.editorLayout ?? null },
      { path: 'preloaded list view', area: null, module: table.listView ?? null },
    ];
    expect(frame.every((f) => f.module && graph[f.module])).toBe(true);
    expect(crossings(graph, frame, entry).map((c) => c.chain.join(' > '))).toEqual([]);
  });
});

describe('the crossing check on a graph of its own', () => {
  const edge = (path: string, kind = 'import-statement') => ({ path, kind, original: path });
  const GRAPH: ImportGraph = {
    'resources/a/page.tsx': {
      imports: [
        edge('resources/a/parts.tsx'),
        edge('src/ui/shared.ts'),
        edge('resources/b/lazy.tsx', 'dynamic-import'),
      ],
    },
    'resources/a/parts.tsx': { imports: [{ path: 'react', kind: 'import-statement', external: true }] },
    'src/ui/shared.ts': { imports: [edge('resources/b/helpers.ts')] },
    'resources/b/helpers.ts': { imports: [] },
    'resources/b/lazy.tsx': { imports: [] },
    'src/engine/list.tsx': { imports: [edge('resources/a/parts.tsx')] },
    'src/main.tsx': { imports: [edge('src/registry.ts')] },
    'src/registry.ts': { imports: [edge('resources/b/helpers.ts')] },
  };

  test("reports another area's file reached through a shared layer, with its chain", () => {
    expect(crossings(GRAPH, [{ path: '/a', area: 'a', module: 'resources/a/page.tsx' }])).toEqual([
      {
        path: '/a',
        area: 'a',
        file: 'resources/b/helpers.ts',
        chain: ['resources/a/page.tsx', 'src/ui/shared.ts', 'resources/b/helpers.ts'],
      },
    ]);
  });

  test('follows no import(): a lazily loaded file of another area is its own chunk', () => {
    const found = crossings(GRAPH, [{ path: '/a', area: 'a', module: 'resources/a/page.tsx' }]);
    expect(found.map((c) => c.file)).not.toContain('resources/b/lazy.tsx');
  });

  test('a route no area owns (a generated view) may load no area’s file', () => {
    const found = crossings(GRAPH, [
      { path: '/things', area: null, module: 'src/engine/list.tsx' },
      { path: '/a/redirect', area: 'a', module: null },
    ]);
    expect(found.map((c) => [c.path, c.file])).toEqual([['/things', 'resources/a/parts.tsx']]);
  });

  test('leaves out what the entry already loads: it is the entry chunk, not the route’s', () => {
    const route = { path: '/a', area: 'a', module: 'resources/a/page.tsx' };
    expect(crossings(GRAPH, [route], 'src/main.tsx')).toEqual([]);
    expect(crossings(GRAPH, [route])).toHaveLength(1);
  });
});
