import { createDataProvider, type DataProvider, type EntityReads } from '@/data';
import type { EntitySchema } from '@/engine';
import { crudAnswers } from '@/contract';
import { assembleMenu } from '@/shell/menu';
import type { Assembly } from '@/shell/assembly-context';
import type { ResourceModule } from '@/shell/module';
import { entities, resources } from './registry';
import { resolveRoutes } from './route-resolution';

export { AssemblyProvider, useAssembly, type Assembly } from '@/shell/assembly-context';

export function assembleConsole(
  modules: readonly ResourceModule[],
  schemas: readonly EntitySchema[],
): Assembly {
  const menu = assembleMenu([
    ...modules.flatMap((m) => m.menu ?? []),
    ...schemas.flatMap((e) => (e.menuEntry ? [e.menuEntry] : [])),
  ]);
  return {
    menu,
    routes: resolveRoutes(modules, schemas, menu),
    palette: [
      ...menu.map((e) => ({
        id: `menu.${e.id}`,
        label: e.label,
        target: e.target,
        permissions: e.permissions,
      })),
      ...modules.flatMap((m) => m.palette ?? []),
    ],
    reads: Object.assign({}, ...modules.map((m) => m.reads ?? {})) as Record<string, EntityReads>,
    banners: modules.flatMap((m) => m.banners ?? []),
    frameReads: modules.flatMap((m) => m.frameReads ?? []),
  };
}

/** The console of the registries: every area in `resources/index.ts`, every schema. */
export const CONSOLE = assembleConsole(resources, entities);
export const MENU = CONSOLE.menu;
export const appRoutes = CONSOLE.routes;

/** The console's dataProvider over the registries (the app builds one; tests may build more). */
export function createConsoleDataProvider(assembly: Assembly = CONSOLE): DataProvider {
  return createDataProvider(entities, assembly.reads, crudAnswers(entities));
}
