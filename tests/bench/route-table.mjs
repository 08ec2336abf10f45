// Which screen serves each route of the spec's table, read from the declarations the app is built
// from: the areas' `routes` (resources/<area>/index.ts, each screen a `lazyScreen(() =>
// import('./page'))`), the paths schemas give their generated views, and react-admin's own paths
// for an entity. Read from the sources, so the build analysis and the unit test need no browser.
// Run directly, prints the graph and the table as JSON (tests/unit/build/route-code.test.ts).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import ts from 'typescript';
import { areaOf, dynamicTarget } from './import-graph.mjs';

/** The app's entry (index.html's script). */
export const APP_ENTRY = 'src/main.tsx';
const REGISTRY = 'resources/index.ts';
/** The generated views' screens, each its own chunk (src/engine/screens/lazy-pages.ts). */
const ENGINE_PAGES = 'src/engine/screens/lazy-pages.ts';
const ENGINE_VIEW = { list: './entity-list', create: './entity-create', edit: './entity-edit' };
/** The frame of editor routes, fetched when one opens (src/app/layouts/shell-layout.tsx). */
const SHELL = 'src/app/layouts/shell-layout.tsx';

/**
 * The app's import graph from its entry, as esbuild bundles it in memory (nothing written):
 * metafile inputs keyed by root-relative path. esbuild drops imports used only as types, as Vite's
 * build does. Packages are left out: every area shares them and none imports an area back.
 * schemas/index.ts picks its files with `import.meta.glob`, which esbuild does not expand; schemas
 * import no area (lint), so no crossing hides there.
 */
export async function importGraph(root, entry = APP_ENTRY) {
  const result = await build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    format: 'esm',
    write: false,
    metafile: true,
    outdir: 'route-code-out',
    packages: 'external',
    external: ['virtual:*'],
    // As in a production build: mock handlers are never imported.
    define: { 'import.meta.env.VITE_MOCK': JSON.stringify('false') },
    logLevel: 'silent',
  });
  return result.metafile.inputs;
}

/** `/users/:user_id` and `/users/:id` are the same route (as src/app/route-resolution.ts). */
const shape = (path) => path.replace(/:[^/?]+/g, ':');

const parse = (root, file) =>
  ts.createSourceFile(file, readFileSync(join(root, file), 'utf8'), ts.ScriptTarget.Latest, true);

function descendants(node, test) {
  const out = [];
  const visit = (n) => {
    if (test(n)) out.push(n);
    n.forEachChild(visit);
  };
  visit(node);
  return out;
}

const propsOf = (object) =>
  new Map(
    object.properties
      .filter((p) => ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)))
      .map((p) => [p.name.text, p.initializer]),
  );

const stringOf = (node) => (node && ts.isStringLiteralLike(node) ? node.text : undefined);

/** The specifier of the first `import('…')` in `node`, following a name to its `const` in the file. */
function lazyImportIn(source, node) {
  let target = node;
  if (ts.isIdentifier(node)) {
    const decl = descendants(source, (n) => ts.isVariableDeclaration(n) && n.name.getText() === node.text)[0];
    target = decl?.initializer ?? node;
  }
  const call = descendants(
    target,
    (n) => ts.isCallExpression(n) && n.expression.kind === ts.SyntaxKind.ImportKeyword,
  )[0];
  return stringOf(call?.arguments[0]);
}

/** The routes and banners one area declares in its index.ts. */
function areaDeclarations(root, graph, file) {
  const source = parse(root, file);
  const area = areaOf(file);
  const routes = [];
  const banners = [];
  for (const object of descendants(source, ts.isObjectLiteralExpression)) {
    const props = propsOf(object);
    const path = stringOf(props.get('path'));
    const banner = props.get('banners');
    if (banner && ts.isArrayLiteralExpression(banner)) {
      for (const el of banner.elements) banners.push(dynamicTarget(graph, file, lazyImportIn(source, el)));
    }
    if (path === undefined || !(props.has('component') || props.has('entity'))) continue;
    const layout = stringOf(props.get('layout')) ?? 'admin';
    if (props.has('entity')) {
      routes.push({
        path,
        area,
        layout,
        entity: stringOf(props.get('entity')),
        view: stringOf(props.get('view')),
      });
      continue;
    }
    const specifier = lazyImportIn(source, props.get('component'));
    // A component without an import() (a redirect) is code the entry already holds.
    const module = specifier === undefined ? null : dynamicTarget(graph, file, specifier);
    if (module === undefined) throw new Error(`${file}: ${path} imports ${specifier}, not in the build`);
    routes.push({ path, area, layout, module });
  }
  return { routes, banners: banners.filter(Boolean) };
}

/** The paths schemas/<name>.ts gives its views (`paths: { list, create, edit }`), if any. */
function schemaRoutes(root) {
  const files = readdirSync(join(root, 'schemas')).filter((f) => f.endsWith('.ts') && f !== 'index.ts');
  return files.flatMap((f) => {
    const name = f.replace(/\.ts$/, '');
    const source = parse(root, `schemas/${f}`);
    const paths = descendants(
      source,
      (n) =>
        ts.isPropertyAssignment(n) &&
        n.name.getText() === 'paths' &&
        ts.isObjectLiteralExpression(n.initializer),
    )[0];
    const declared = paths ? propsOf(paths.initializer) : new Map();
    // react-admin's own paths for the entity's <Resource>; a schema's own paths are matched first.
    const native = { list: `/${name}`, create: `/${name}/create`, edit: `/${name}/:id` };
    return Object.entries(native).flatMap(([view, fallback]) => {
      const path = stringOf(declared.get(view));
      return [
        ...(path ? [{ path, entity: name, view, rank: 0 }] : []),
        { path: fallback, entity: name, view, rank: 1 },
      ];
    });
  });
}

/** The spec's route table (tests/fixtures/spec-routes.ts) and its first row, home (`/`). */
export async function specPaths(root) {
  const { outputFiles } = await build({
    absWorkingDir: root,
    entryPoints: ['tests/fixtures/spec-routes.ts'],
    bundle: true,
    format: 'esm',
    write: false,
    logLevel: 'silent',
  });
  const url = `data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`;
  const { SPEC_ROUTES } = await import(url);
  return ['/', ...SPEC_ROUTES.map((r) => r.path)];
}

/**
 * Each spec path with what serves it: `module`, the lazily loaded screen (null for a redirect the
 * entry holds), `area`, the area that declares it (null for a generated view), and `layout`. Also
 * the frame's lazy code: `banners` (every non-authentication route shows them) and `editorLayout`.
 */
export async function specRouteTable(root, graph) {
  const areaFiles = graph[REGISTRY].imports
    .filter((e) => e.kind === 'import-statement' && /^resources\/[^/]+\/index\.tsx?$/.test(e.path))
    .map((e) => e.path);
  const declared = areaFiles.map((f) => areaDeclarations(root, graph, f));
  const areaRoutes = declared.flatMap((d) => d.routes);
  const schemas = schemaRoutes(root);
  const engineView = (view) => dynamicTarget(graph, ENGINE_PAGES, ENGINE_VIEW[view]);
  const routes = (await specPaths(root)).map((path) => {
    const own = areaRoutes.find((r) => shape(r.path) === shape(path));
    const generated = own?.entity
      ? own
      : schemas.filter((s) => shape(s.path) === shape(path)).sort((a, b) => a.rank - b.rank)[0];
    if (own && !own.entity) return { ...own, path, declared: own.path };
    if (!generated) throw new Error(`No area, schema or entity serves ${path}`);
    return {
      path,
      declared: generated.path,
      area: own?.area ?? null,
      layout: 'admin',
      module: engineView(generated.view),
      entity: generated.entity,
    };
  });
  return {
    routes,
    banners: declared.flatMap((d) => d.banners),
    editorLayout: dynamicTarget(graph, SHELL, './editor-layout'),
    listView: engineView('list'),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const graph = await importGraph(root);
  const table = await specRouteTable(root, graph);
  process.stdout.write(JSON.stringify({ spec: await specPaths(root), entry: APP_ENTRY, graph, table }));
}
