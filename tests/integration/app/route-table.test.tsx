import { appRoutes } from '@/app/app';
import { isAuthLayoutPath } from '@/app/app-router';
import { entityNames } from '@/app/entity-screens';
import { resolveRoutes } from '@/app/route-resolution';
import type { SpecRoute } from '@/app/route-types';
import { emailEditorMatcher } from '@/app/routes';
import { ADMIN_META, SPEC_ROUTES } from '@/app/spec-routes';
import { afterSignInTarget, safeRedirect } from '@resources/auth/safe-redirect';

const Screen = () => null;
const pathsOf = (layout: SpecRoute['layout']) =>
  SPEC_ROUTES.filter((r) => r.layout === layout).map((r) => r.path);

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
    expect(SPEC_ROUTES.filter((r) => r.layout !== 'auth').every((r) => r.meta === ADMIN_META)).toBe(true);
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
    expect(auth.every((r) => r.resolution.kind === 'screen')).toBe(true);
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
  const spec: SpecRoute[] = [
    { id: 'a', path: '/things', layout: 'admin', meta: ADMIN_META, entity: { name: 'things', view: 'list' } },
    {
      id: 'b',
      path: '/thing-list',
      layout: 'admin',
      meta: ADMIN_META,
      entity: { name: 'things', view: 'list' },
    },
    { id: 'c', path: '/things/:thing_id/extra', layout: 'admin', meta: ADMIN_META },
    { id: 'd', path: '/ghosts', layout: 'admin', meta: ADMIN_META, entity: { name: 'ghosts', view: 'list' } },
    { id: 'e', path: '/things/:thing_id', layout: 'email-editor', meta: ADMIN_META },
  ];

  it('leaves react-admin paths to the <Resource>, mounts other entity paths, and pends the rest', () => {
    const resolved = resolveRoutes(spec, [], new Set(['things']));
    expect(resolved.map((r) => [r.path, r.resolution.kind])).toEqual([
      ['/thing-list', 'entity'],
      ['/things/:thing_id/extra', 'pending'],
      ['/ghosts', 'pending'],
      ['/things/:thing_id', 'pending'],
      ['/things/create', 'entity'],
    ]);
  });

  it('lets a resource module screen replace the pending page of its path (parameter names aside)', () => {
    const module = {
      routes: [{ path: '/things/:id/extra', layout: 'admin' as const, meta: ADMIN_META, component: Screen }],
    };
    const resolved = resolveRoutes(spec, [module], new Set());
    expect(resolved.filter((r) => r.path.endsWith('/extra')).map((r) => r.resolution.kind)).toEqual([
      'screen',
    ]);
  });

  it("keeps each entity's /{name} for its own screens: no other area's page takes that path", () => {
    const takenBy = new Map(appRoutes.map((r) => [r.path.replace(/\/+$/, ''), r.resolution]));
    const clashes = [...entityNames].filter((name) => {
      const resolution = takenBy.get(`/${name}`);
      return resolution !== undefined && !(resolution.kind === 'entity' && resolution.name === name);
    });
    expect(clashes).toEqual([]);
    // The laboratories of kit logistics are served at /labs but routed apart from the Labs tools.
    expect(entityNames).toContain('laboratories');
    expect(entityNames).not.toContain('labs');
  });

  it('frames /templates/{id} in the email editor but not /templates/create or other entities', () => {
    const isEditor = emailEditorMatcher(appRoutes, entityNames);
    expect(isEditor('/templates/12')).toBe(true);
    expect(isEditor('/templates/create')).toBe(false);
    expect(isEditor('/templates/12/show')).toBe(false);
    expect(isEditor('/users/12')).toBe(false);
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
