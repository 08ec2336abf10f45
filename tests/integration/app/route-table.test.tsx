import { matchRoutes } from 'react-router-dom';
import { isAuthLayoutPath } from '@/app/app-router';
import { appRoutes } from '@/app/assembly';
import { entityNames } from '@/app/entity-screens';
import { assembleMenu } from '@/shell/menu';
import { ADMIN_META, type ResourceModule } from '@/shell/module';
import { resolveRoutes } from '@/app/route-resolution';
import { layoutMatcher } from '@/app/routes';
import { afterSignInTarget, safeRedirect } from '@resources/auth/safe-redirect';
import { SPEC_ROUTES, type SpecLayout } from '../../fixtures/spec-routes';

const Screen = () => null;
const pathsOf = (layout: SpecLayout) => SPEC_ROUTES.filter((r) => r.layout === layout).map((r) => r.path);

describe('spec §2 route table', () => {
  it('has every admin-default, labs and email-editor route with the auth and aula guards', () => {
    const admin = pathsOf('admin');
    for (const path of [
      '/blogpost-list',
      '/cohorts/:id',
      '/emails/setup',
      '/impersonate',
      '/kitlink/create-order',
      '/studies/:study_id/page-editor',
      '/studies/flow/:flow_id/mapper',
      '/study/:study_id/versions/:version_id',
      '/templates/create',
      '/labs/content/:content_key?',
      '/labs/system-settings',
      '/users/:user_id/document/:document_id',
    ]) {
      expect(admin).toContain(path);
    }
    expect(pathsOf('admin').filter((p) => p.startsWith('/labs'))).toHaveLength(9);
    expect(pathsOf('email-editor')).toEqual(['/templates/:template_id']);
    const table = appRoutes.map((r) => ({ path: r.path, route: r }));
    for (const { path } of SPEC_ROUTES.filter((r) => r.layout !== 'auth')) {
      const route = matchRoutes(table, path.replace(/:[^/?]+\??/g, '1'))?.at(-1)?.route.route;
      if (route) expect(route.meta, path).toEqual(ADMIN_META);
    }
  });

  it('gives the authentication pages the spec guards', () => {
    const meta = Object.fromEntries(
      SPEC_ROUTES.filter((r) => r.layout === 'auth').map((r) => [r.path, r.meta]),
    );
    expect(meta).toEqual({
      '/login': ['guest'],
      '/forgot-password': ['guest'],
      '/device-code': ['guest', 'deviceCode'],
      '/complete-registration/:regToken': ['guest'],
      '/resetpass/:token': ['guest'],
      '/apula/accept-license-agreement': ['auth'],
      '/apula/platform-user-license-agreement': [],
    });
  });

  it('mounts every authentication page from resources/auth, with the same guards', () => {
    const auth = appRoutes.filter((r) => r.layout === 'auth');
    expect(auth.every((r) => r.resolution.kind === 'screen' && r.owner === 'auth')).toBe(true);
    expect(auth.map((r) => [r.path, r.meta])).toEqual(
      SPEC_ROUTES.filter((r) => r.layout === 'auth').map((r) => [r.path, r.meta]),
    );
  });

  it('knows which paths belong to the authentication layout', () => {
    expect(isAuthLayoutPath('/login')).toBe(true);
    expect(isAuthLayoutPath('/resetpass/abc')).toBe(true);
    expect(isAuthLayoutPath('/users')).toBe(false);
  });
});

describe('what renders each route', () => {
  const things = { name: 'things', file: 'schemas/things.ts', paths: { list: '/thing-list' } };
  const menu = assembleMenu([
    { id: 'things', target: '/thing-list', permissions: ['perm.things'], icon: 'label', order: 1 },
  ]);
  const module: ResourceModule = {
    id: 'things',
    menu: [],
    routes: [
      { path: '/things', entity: 'things', view: 'list' },
      { path: '/things/:thing_id', layout: 'editor', component: Screen, area: 'things' },
    ],
  };

  it('leaves react-admin paths to the <Resource>, and mounts other entity paths', () => {
    const resolved = resolveRoutes([module], [things], menu);
    expect(resolved.map((r) => [r.path, r.resolution.kind, r.owner])).toEqual([
      ['/things/:thing_id', 'screen', 'things'],
      ['/thing-list', 'entity', 'schemas/things.ts'],
      ['/things/create', 'entity', 'the engine'],
    ]);
    expect(resolved[0]?.permissions).toEqual(['perm.things']);
    expect(resolved[2]?.permissions).toBeUndefined();
  });

  it('refuses a path claimed twice (parameter names aside) and a view of an unknown entity', () => {
    const twice: ResourceModule = { id: 'other', routes: [{ path: '/things/:id', component: Screen }] };
    expect(() => resolveRoutes([module, twice], [things], menu)).toThrow(
      'Route /things/:id is declared by things and other',
    );
    const ghost: ResourceModule = {
      id: 'ghost',
      routes: [{ path: '/ghosts', entity: 'ghosts', view: 'list' }],
    };
    expect(() => resolveRoutes([ghost], [things], menu)).toThrow('names unknown entity "ghosts"');
  });

  it("keeps each entity's /{name} for its own screens: no other area's page takes that path", () => {
    const takenBy = new Map(appRoutes.map((r) => [r.path.replace(/\/+$/, ''), r]));
    // The entity's own area may give its list a custom screen (the flows list); no other may.
    const clashes = [...entityNames].filter((name) => {
      const route = takenBy.get(`/${name}`);
      if (route === undefined || route.owner === name) return false;
      return !(route.resolution.kind === 'entity' && route.resolution.name === name);
    });
    expect(clashes).toEqual([]);
    // The laboratories of kit logistics are served at /labs but routed apart from the Labs tools.
    expect(entityNames).toContain('laboratories');
    expect(entityNames).not.toContain('labs');
  });

  it('frames /templates/{id} in the editor layout but not /templates/create or other entities', () => {
    const layoutOf = layoutMatcher(appRoutes, entityNames);
    expect(layoutOf('/templates/12')).toBe('editor');
    expect(layoutOf('/templates/create')).toBe('admin');
    expect(layoutOf('/templates/12/show')).toBe('admin');
    expect(layoutOf('/users/12')).toBe('admin');
  });
});

describe('/login redirect: same-origin relative paths only', () => {
  it.each([
    ['/sites', '/sites'],
    ['/studies?type=external#top', '/studies?type=external#top'],
    ['https://evil.test/x', undefined],
    ['//evil.test/x', undefined],
    ['/\\evil.test', undefined],
    ['/\t/evil.test', undefined],
    ['javascript:alert(1)', undefined],
    ['', undefined],
    [null, undefined],
  ])('%s -> %s', (raw, expected) => {
    expect(safeRedirect(raw)).toBe(expected);
  });

  it('adds the query the guard carried over and drops its own parameters', () => {
    expect(
      afterSignInTarget(new URLSearchParams('type=external&redirect=%2Fstudies&sessionExpired=true')),
    ).toBe('/studies?type=external');
    expect(afterSignInTarget(new URLSearchParams('redirect=https%3A%2F%2Fevil.test'))).toBe('/');
  });
});
