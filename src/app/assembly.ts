import { createContext, useContext } from 'react';
import { createDataProvider, type DataProvider, type EntityReads } from '@/data';
import type { EntitySchema } from '@/engine';
import { assembleMenu, type MenuEntry } from './menu';
import type { PaletteEntry, ResourceModule } from './module';
import { entities, resources } from './registry';
import { resolveRoutes, type ResolvedRoute } from './route-resolution';

/** The console put together from its owners: nothing here names an area. */
export interface Assembly {
  /** The admin menu of spec §2, in its order. */
  menu: readonly MenuEntry[];
  /** Every route: resource screens, entity views on spec paths, pending pages. */
  routes: readonly ResolvedRoute[];
  /** Command-palette destinations: every menu entry, then what the modules add. */
  palette: readonly PaletteEntry[];
  /** Reads the areas serve through their own `api.ts` (the users list, say), by entity. */
  reads: Readonly<Record<string, EntityReads>>;
}

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
  };
}

/** The console of the registries: every area in `resources/index.ts`, every schema. */
export const CONSOLE = assembleConsole(resources, entities);
export const MENU = CONSOLE.menu;
export const appRoutes = CONSOLE.routes;

const AssemblyContext = createContext<Assembly>(CONSOLE);
export const AssemblyProvider = AssemblyContext.Provider;

/** The assembly the running app was built from (the registries', or a test's). */
export function useAssembly(): Assembly {
  return useContext(AssemblyContext);
}

/** The console's dataProvider over the registries (the app builds one; tests may build more). */
export function createConsoleDataProvider(assembly: Assembly = CONSOLE): DataProvider {
  return createDataProvider(entities, assembly.reads);
}
