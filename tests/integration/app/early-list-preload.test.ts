import { appRoutes } from '@/app/assembly';
import { AUTH_SEGMENTS, earlyListPreloadScript } from '@/app/early-list-preload';
import { setDeviceCookie } from '../../unit/http/support';

const FILES = ['/assets/entity-list-a1.js', '/assets/TableRow-b2.js'];
const SCRIPT = earlyListPreloadScript({ files: FILES, deviceCookie: 'rc_device' });

/** index.html's inline script, run on `path` as the page would. */
function runAt(path: string): string[] {
  window.history.replaceState(null, '', path);
  new Function(SCRIPT)();
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) =>
    l.getAttribute('href'),
  ) as string[];
}

afterEach(() => {
  for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) link.remove();
  setDeviceCookie(false);
  window.history.replaceState(null, '', '/');
});

describe('index.html asks for the list view while the app loads', () => {
  test('on an admin page of a browser that may hold a session, each list-view file once', () => {
    setDeviceCookie(true);
    expect(runAt('/studies/4/versions')).toEqual(FILES);
  });

  test('not without the device cookie: there is no session to show a list to', () => {
    setDeviceCookie(false);
    expect(runAt('/users')).toEqual([]);
  });

  test('not on an authentication page, whose first screen is no list', () => {
    setDeviceCookie(true);
    for (const path of ['/login', '/resetpass/abc', '/apula/accept-license-agreement', '/device-code'])
      expect(runAt(path), path).toEqual([]);
    expect(runAt('/loginx')).toEqual(FILES);
  });

  test('its authentication pages are exactly those of the route table', () => {
    const authFirstSegments = new Set(
      appRoutes.filter((r) => r.layout === 'auth').map((r) => r.path.split('/')[1]),
    );
    expect(new Set(AUTH_SEGMENTS)).toEqual(authFirstSegments);
    // No other route starts with one of them, so no list page goes without.
    for (const route of appRoutes.filter((r) => r.layout !== 'auth'))
      expect(AUTH_SEGMENTS as readonly string[], route.path).not.toContain(route.path.split('/')[1]);
  });
});
