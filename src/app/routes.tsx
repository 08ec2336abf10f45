import type { ReactElement } from 'react';
import { Suspense } from 'react';
import { Navigate, Route, useLocation } from 'react-router-dom';
import { usePermissionCheck } from '@/auth';
import { AccessDenied } from '@/engine/screens';
import { EntityScreen } from './entity-screens';
import { Guarded } from './guards/guarded';
import { AuthLayout } from './layouts/auth-layout';
import type { ResolvedRoute } from './route-resolution';
import { LEGACY_REDIRECTS } from './legacy-redirects';
import { pathMatcher } from './path-matcher';
import type { LayoutName } from '@/shell/module';
import { ADMIN_META } from '@/shell/module';

/** A typed URL of a menu area the user may not open gets the refusal page (spec §6). */
function AreaPermission({
  permissions,
  children,
}: {
  permissions: readonly string[];
  children: ReactElement;
}) {
  const can = usePermissionCheck();
  return can(permissions) ? children : <AccessDenied />;
}

function content(route: ResolvedRoute): ReactElement {
  const { resolution } = route;
  if (resolution.kind === 'entity') return <EntityScreen {...resolution} />;
  const Screen = resolution.component;
  const page = <Screen />;
  return route.permissions ? <AreaPermission permissions={route.permissions}>{page}</AreaPermission> : page;
}

/** Guards beyond what the shell layout already enforces for every admin and email-editor route. */
function extraMeta(route: ResolvedRoute) {
  return route.meta.filter((m) => !ADMIN_META.includes(m));
}

function LegacyRedirect({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate replace to={{ pathname: to, search, hash }} />;
}

const isHome = (r: ResolvedRoute) => r.path === '/' && r.layout !== 'auth';

/**
 * The screen a module gives `/`, as react-admin's dashboard: its index route inside the layout,
 * where react-admin would otherwise send `/` to the first list.
 */
export function dashboardOf(routes: readonly ResolvedRoute[]): (() => ReactElement) | undefined {
  const home = routes.find(isHome);
  if (!home) return undefined;
  return function Home() {
    return content(home);
  };
}

/** Routes rendered inside react-admin's layout (admin-default and email-editor frames). */
export function layoutRoutes(routes: readonly ResolvedRoute[]): ReactElement[] {
  return routes
    .filter((r) => r.layout !== 'auth' && !isHome(r))
    .map((r) => {
      const extra = extraMeta(r);
      const element = extra.length > 0 ? <Guarded meta={extra}>{content(r)}</Guarded> : content(r);
      return <Route key={r.path} path={r.path} element={element} />;
    });
}

/**
 * Authentication-layout pages and the legacy redirects, outside react-admin's layout. Each page
 * gets its own guard instance (keyed by path) so one page's passed check never covers another.
 */
export function bareRoutes(routes: readonly ResolvedRoute[]): ReactElement[] {
  const pages = routes
    .filter((r) => r.layout === 'auth')
    .map((r) => (
      <Route
        key={r.path}
        path={r.path}
        element={
          <AuthLayout key={r.path}>
            <Guarded meta={r.meta}>
              <Suspense fallback={null}>{content(r)}</Suspense>
            </Guarded>
          </AuthLayout>
        }
      />
    ));
  const redirects = LEGACY_REDIRECTS.map(([from, to]) => (
    <Route key={from} path={from} element={<LegacyRedirect to={to} />} />
  ));
  return [...pages, ...redirects];
}

/** The layout of the best-matching route for a path (entity routes included: the admin frame). */
export function layoutMatcher(
  routes: readonly ResolvedRoute[],
  entityNames: Iterable<string>,
): (pathname: string) => LayoutName {
  const table = [
    ...routes.filter((r) => r.layout !== 'auth').map((r) => ({ path: r.path, handle: r.layout })),
    ...[...entityNames].map((name) => ({ path: `/${name}/*`, handle: 'admin' as const })),
  ];
  return pathMatcher(table, (found) => found?.handle ?? 'admin');
}
