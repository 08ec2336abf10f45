import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider, Store } from 'react-admin';
import { currentPermissions, hasPermission, isSignedIn } from '@/auth';
import { prefetchList, prefetchRecord } from '@/data';
import { canDo, ownScope, type EntitySchema } from '@/engine';
import { entityListQuery, listStoreKey } from '@/engine/screens';
import { matchPath } from 'react-router-dom';
import { pathMatcher } from './path-matcher';
import { entities } from './registry';
import type { ResolvedRoute } from './route-resolution';

const byName = new Map<string, EntitySchema>(entities.map((e) => [e.name, e]));

/** What loading a screen's data ahead needs: the app's cache, provider, store and routes. */
export interface ScreenDataContext {
  queryClient: QueryClient;
  dataProvider: DataProvider;
  store: Store;
  routes: readonly ResolvedRoute[];
}

const matchers = new WeakMap<readonly ResolvedRoute[], (pathname: string) => ResolvedRoute | undefined>();

/** The route `pathname` lands on; each path is matched once per route list (hover is hot). */
export function routeAt(pathname: string, routes: readonly ResolvedRoute[]): ResolvedRoute | undefined {
  let match = matchers.get(routes);
  if (!match) {
    match = pathMatcher(
      routes.map((route) => ({ path: route.path, route })),
      (found) => found?.route,
    );
    matchers.set(routes, match);
  }
  return match(pathname);
}

/** The entity whose generated list `pathname` shows, if it shows one. */
export function listedEntityAt(pathname: string, routes: readonly ResolvedRoute[]): EntitySchema | undefined {
  return listedEntityOf(pathname, routeAt(pathname, routes));
}

/** The entity whose generated list the matched route (or react-admin's own list path) shows. */
export function listedEntityOf(
  pathname: string,
  matched: ResolvedRoute | undefined,
): EntitySchema | undefined {
  if (matched) {
    const res = matched.resolution;
    if (res.kind === 'entity') return res.view === 'list' ? byName.get(res.name) : undefined;
    return res.lists ? byName.get(res.lists) : undefined;
  }
  // react-admin's own <Resource> serves an entity's list at `/{name}`.
  const segment = /^\/([^/]+)\/?$/.exec(pathname)?.[1];
  return segment ? byName.get(decodeURIComponent(segment)) : undefined;
}

/** A record react-admin's own views serve: `/{entity}/{id}` (edit) or `/{entity}/{id}/show`. */
export interface RecordScreen {
  schema: EntitySchema;
  id: string;
  view: 'edit' | 'show';
}

/**
 * The record a path opens in a generated view, if it does: react-admin's own paths, or a schema's
 * own edit path. Paths a module claims (a custom record page) are theirs: their data is not known
 * here.
 */
export function recordAt(pathname: string, routes: readonly ResolvedRoute[]): RecordScreen | undefined {
  const route = routeAt(pathname, routes);
  if (route) return schemaRecordAt(pathname, route);
  const match = /^\/([^/]+)\/([^/]+?)(\/show)?\/?$/.exec(pathname);
  if (!match) return undefined;
  const [, name = '', rawId = '', show] = match;
  const schema = byName.get(decodeURIComponent(name));
  const id = decodeURIComponent(rawId);
  if (!schema || id === 'create') return undefined;
  return { schema, id, view: show ? 'show' : 'edit' };
}

/**
 * The record a schema's own edit path opens (`/blogposts/:id`): the generated edit view reads it
 * by the path's one parameter, as react-admin's own `/{entity}/:id` does.
 */
function schemaRecordAt(pathname: string, route: ResolvedRoute): RecordScreen | undefined {
  const res = route.resolution;
  if (res.kind !== 'entity' || res.view !== 'edit') return undefined;
  const schema = byName.get(res.name);
  const id = matchPath(route.path, pathname)?.params['id'];
  return schema && id ? { schema, id, view: 'edit' } : undefined;
}

/**
 * Starts loading the data of the screen at `path` (`/studies?page=2`) into the query cache, so
 * the screen finds it when it opens. Only what the user may read, and only reads: the first page
 * of a generated list, asked exactly as the list will ask (its address, what the store kept from
 * the last visit, the user's scope), or the record a generated edit or show view opens. A path
 * whose data is not known ahead loads nothing.
 */
export function prefetchScreenData(path: string, ctx: ScreenDataContext): void {
  if (!isSignedIn()) return;
  const [pathname = '/', search = ''] = path.split('?');
  const check = (required: readonly string[]) => hasPermission(currentPermissions(), required);
  const record = recordAt(pathname, ctx.routes);
  if (record) {
    if (canDo(record.schema, record.view, check))
      void prefetchRecord(ctx.queryClient, ctx.dataProvider, record.schema.name, record.id);
    return;
  }
  const schema = listedEntityAt(pathname, ctx.routes);
  if (!schema) return;
  if (!canDo(schema, 'list', check)) return;
  const params = entityListQuery(schema, {
    search: search ? `?${search}` : '',
    stored: ctx.store.getItem(listStoreKey(schema)),
    scope: ownScope(schema, check),
  });
  void prefetchList(ctx.queryClient, ctx.dataProvider, schema.name, params);
}
