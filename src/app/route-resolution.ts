import type { ComponentType } from 'react';
import { matchRoutes } from 'react-router-dom';
import type { GuardName } from '@/auth';
import type { EntityView, LayoutName, ResourceModule, SpecRoute } from './route-types';
import { areaPermissions } from './menu';
import { ADMIN_META } from './spec-routes';

export type Resolution =
  | { kind: 'screen'; component: ComponentType }
  | { kind: 'entity'; name: string; view: EntityView }
  | { kind: 'pending'; id: string };

export interface ResolvedRoute {
  path: string;
  layout: LayoutName;
  meta: readonly GuardName[];
  resolution: Resolution;
  /** Screens and pending pages of a menu area need one of these (the engine checks entities itself). */
  permissions?: readonly string[];
}

/** `/users/:user_id` and `/users/:id` are the same route. */
export const pathShape = (path: string) => path.replace(/:[^/?]+/g, ':');

/** The path react-admin's <Resource> already serves for a view. */
function nativePath(name: string, view: EntityView): string {
  if (view === 'list') return `/${name}`;
  if (view === 'create') return `/${name}/create`;
  return `/${name}/:`;
}

/**
 * Decides what renders each route: a resource module's screen wins over everything for its path;
 * a spec route bound to an existing entity is the engine's view (or nothing extra when react-admin's
 * own <Resource> route already serves that path); anything else is a pending page.
 */
export function resolveRoutes(
  spec: readonly SpecRoute[],
  modules: readonly ResourceModule[],
  entityNames: ReadonlySet<string>,
): ResolvedRoute[] {
  const screens = modules.flatMap((m) => m.routes);
  const claimed = new Set(screens.map((s) => pathShape(s.path)));
  const area = (path: string, layout: LayoutName) => {
    const permissions = layout === 'auth' ? undefined : areaPermissions(path);
    return permissions ? { permissions } : {};
  };
  const out: ResolvedRoute[] = screens.map((s) => ({
    path: s.path,
    layout: s.layout,
    meta: s.meta,
    resolution: { kind: 'screen', component: s.component },
    ...area(s.path, s.layout),
  }));
  for (const r of spec) {
    if (claimed.has(pathShape(r.path))) continue;
    const base = { path: r.path, layout: r.layout, meta: r.meta };
    if (r.entity && entityNames.has(r.entity.name)) {
      if (pathShape(r.path) === pathShape(nativePath(r.entity.name, r.entity.view))) continue;
      out.push({ ...base, resolution: { kind: 'entity', ...r.entity } });
    } else {
      out.push({ ...base, resolution: { kind: 'pending', id: r.id }, ...area(r.path, r.layout) });
    }
  }
  return [...out, ...unshadowCreates(out, entityNames)];
}

/**
 * A custom route such as `/templates/:template_id` outranks react-admin's `templates/*`, so it
 * would swallow `/templates/create`; such entities get their create view mounted explicitly.
 */
function unshadowCreates(
  routes: readonly ResolvedRoute[],
  entityNames: ReadonlySet<string>,
): ResolvedRoute[] {
  const table = routes.filter((r) => r.layout !== 'auth').map((r) => ({ path: r.path }));
  return [...entityNames]
    .filter((name) => (matchRoutes(table, `/${name}/create`)?.length ?? 0) > 0)
    .map((name) => ({
      path: `/${name}/create`,
      layout: 'admin',
      meta: ADMIN_META,
      resolution: { kind: 'entity', name, view: 'create' },
    }));
}
