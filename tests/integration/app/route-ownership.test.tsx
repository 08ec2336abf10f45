import { MENU, appRoutes } from '@/app/assembly';
import { entities } from '@/app/registry';
import { pathShape } from '@/app/route-resolution';
import en from '@locales/en-gb.json';
import { MENU_LABELS } from '../../fixtures/menu';
import { SPEC_ROUTES } from '../../fixtures/spec-routes';

const names = new Set(entities.map((e) => e.name));
const declared = new Set(appRoutes.map((r) => pathShape(r.path)));
const trim = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

/** react-admin's own <Resource> paths: `/{entity}`, `/{entity}/create`, `/{entity}/{id}`. */
function servedNatively(path: string): boolean {
  const [, first, second, ...rest] = path.split('/');
  if (!first || !names.has(first) || rest.length > 0) return false;
  return second === undefined || second === 'create' || second.startsWith(':');
}

const label = (key: string) =>
  key.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown>)[k], en) as string;

describe('every spec route and menu entry has an owner', () => {
  it.each(SPEC_ROUTES.map((r) => [r.path]))('%s is served by a module, a schema or the engine', (path) => {
    expect(declared.has(pathShape(path)) || servedNatively(path)).toBe(true);
  });

  it('assembles the spec menu from modules and schemas, in its order', () => {
    expect(MENU.map((e) => label(e.label))).toEqual([...MENU_LABELS]);
  });

  it("gives every schema with menu: 'own' an entry that opens its list", () => {
    const listOf = (target: string) => {
      const path = trim(target.split('?')[0] ?? target);
      const route = appRoutes.find((r) => r.path === path);
      if (route?.resolution.kind === 'entity' && route.resolution.view === 'list')
        return route.resolution.name;
      return names.has(path.slice(1)) ? path.slice(1) : undefined;
    };
    const opened = new Set(MENU.map((e) => listOf(e.target)));
    const own = entities.filter((e) => e.menu === 'own').map((e) => e.name);
    expect(own.filter((name) => !opened.has(name))).toEqual([]);
    expect(own.length).toBeGreaterThan(5);
  });
});

describe('mock handlers stay out of production builds', () => {
  it("loads every area's mocks only behind VITE_MOCK", async () => {
    const { readdirSync, readFileSync, existsSync } = await import('node:fs');
    const unguarded = readdirSync('resources', { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(`resources/${d.name}/index.ts`))
      .flatMap((d) =>
        readFileSync(`resources/${d.name}/index.ts`, 'utf8')
          .split('\n')
          .filter((line) => line.includes("import('./mocks')") && !line.includes("VITE_MOCK === 'true'"))
          .map(() => d.name),
      );
    expect(unguarded).toEqual([]);
  });
});
