import { matchRoutes } from 'react-router-dom';
import type { EntityPaths } from '@/engine';
import type { Resolution, ResolvedRoute } from '@/shell/assembly-context';
import type { MenuEntry } from '@/shell/menu';
import type { EntityView, ModuleRoute, ResourceModule } from '@/shell/module';
import { ADMIN_META } from '@/shell/module';

export type { Resolution, ResolvedRoute };

/** The facts of a schema that place its views. */
export interface EntityPlacement {
  name: string;
  file: string;
  paths?: EntityPaths;
}

/** `/users/:user_id` and `/users/:id` are the same route. */
export const pathShape = (path: string) => path.replace(/:[^/?]+/g, ':');

/** The path react-admin's <Resource> already serves for a view. */
function nativePath(name: string, view: EntityView): string {
  if (view === 'list') return `/${name}`;
  if (view === 'create') return `/${name}/create`;
  return `/${name}/:`;
}

function resolution(route: ModuleRoute): Resolution {
  if ('component' in route)
    return { kind: 'screen', component: route.component, ...(route.lists ? { lists: route.lists } : {}) };
  const { entity: name, view, recordPath } = route;
  return { kind: 'entity', name, view, ...(recordPath ? { recordPath } : {}) };
}

function moduleRoutes(module: ResourceModule, menu: readonly MenuEntry[]): ResolvedRoute[] {
  const home = module.menu?.[0]?.id;
  return (module.routes ?? []).map((r) => {
    const layout = r.layout ?? 'admin';
    const res = resolution(r);
    const area = r.area ?? home;
    const permissions =
      layout === 'auth' || res.kind === 'entity' ? undefined : menu.find((e) => e.id === area)?.permissions;
    return {
      path: r.path,
      layout,
      meta: r.meta ?? (layout === 'auth' ? [] : ADMIN_META),
      resolution: res,
      owner: module.id,
      ...(permissions ? { permissions } : {}),
    };
  });
}

function schemaRoutes(e: EntityPlacement): ResolvedRoute[] {
  const views: EntityView[] = ['list', 'create', 'edit'];
  return views.flatMap((view) => {
    const path = e.paths?.[view];
    if (path === undefined) return [];
    const recordPath = e.paths?.edit;
    return [
      {
        path,
        layout: 'admin' as const,
        meta: ADMIN_META,
        owner: e.file,
        resolution: { kind: 'entity' as const, name: e.name, view, ...(recordPath ? { recordPath } : {}) },
      },
    ];
  });
}

/**
 * Every route of the console, from its owners: resource modules' screens, entity views and
 * pending pages, and the spec paths schemas give their views. A path react-admin's <Resource>
 * already serves needs no extra route; a path claimed twice, or a view of an unknown entity, is a
 * mistake that fails at load.
 */
export function resolveRoutes(
  modules: readonly ResourceModule[],
  entities: readonly EntityPlacement[],
  menu: readonly MenuEntry[],
): ResolvedRoute[] {
  const names = new Set(entities.map((e) => e.name));
  const declared = [...modules.flatMap((m) => moduleRoutes(m, menu)), ...entities.flatMap(schemaRoutes)];
  const owners = new Map<string, string>();
  const out: ResolvedRoute[] = [];
  for (const r of declared) {
    const shape = pathShape(r.path);
    const earlier = owners.get(shape);
    if (earlier !== undefined) throw new Error(`Route ${r.path} is declared by ${earlier} and ${r.owner}`);
    owners.set(shape, r.owner);
    if (r.resolution.kind === 'entity') {
      const { name, view } = r.resolution;
      if (!names.has(name)) throw new Error(`Route ${r.path} of ${r.owner} names unknown entity "${name}"`);
      if (shape === pathShape(nativePath(name, view))) continue;
    }
    out.push(r);
  }
  return [...out, ...unshadowCreates(out, names)];
}

/**
 * A custom route such as `/templates/:template_id` outranks react-admin's `templates/*`, so it
 * would swallow `/templates/create`; such entities get their create view mounted explicitly,
 * unless a module serves that path with its own screen.
 */
function unshadowCreates(
  routes: readonly ResolvedRoute[],
  entityNames: ReadonlySet<string>,
): ResolvedRoute[] {
  const first = (path: string) => path.split('/').find((s) => s !== '') ?? '';
  const table = routes
    .filter((r) => r.layout !== 'auth')
    .map((r) => ({ path: r.path, first: first(r.path) }));
  const declared = new Set(routes.map((r) => r.path));
  // Only a route whose first segment is the name, a parameter or a splat can match `/{name}/create`:
  // each check ranks those few instead of the whole table (start-up runs one per entity).
  const candidates = (name: string) =>
    table.filter((r) => r.first === name || r.first === '' || /^[:*]/.test(r.first));
  return [...entityNames]
    .filter((name) => !declared.has(`/${name}/create`))
    .filter((name) => (matchRoutes(candidates(name), `/${name}/create`)?.length ?? 0) > 0)
    .map((name) => ({
      path: `/${name}/create`,
      layout: 'admin',
      meta: ADMIN_META,
      owner: 'the engine',
      resolution: { kind: 'entity', name, view: 'create' },
    }));
}
