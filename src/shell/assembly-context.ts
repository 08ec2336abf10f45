import { createContext, useContext, type ComponentType } from 'react';
import type { GuardName } from '@/auth';
import type { EntityReads } from '@/data';
import type { MenuEntry } from './menu';
import type { EntityView, FrameRead, LayoutName, PaletteEntry } from './module';

/** What a route shows: an area's screen, or a view the engine renders for an entity. */
export type Resolution =
  | { kind: 'screen'; component: ComponentType; lists?: string }
  | { kind: 'entity'; name: string; view: EntityView; recordPath?: string };

/**
 * A route with its defaults filled. Declared here, beside the assembly that carries it, so that
 * areas and the shell can read the routes; the composition root resolves them
 * (src/app/route-resolution.ts).
 */
export interface ResolvedRoute {
  path: string;
  layout: LayoutName;
  meta: readonly GuardName[];
  resolution: Resolution;
  /** Screens of a menu area need one of these (the engine checks entities itself). */
  permissions?: readonly string[];
  /** Who declared the route: a module's id or a schema's file; named when two claim one path. */
  owner: string;
}

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
  /** Notices shown above every screen of the admin and editor layouts, from the modules. */
  banners: readonly ComponentType[];
  /** The banners' reads, started with the first screen's calls. */
  frameReads: readonly FrameRead[];
}

const NOTHING: Assembly = { menu: [], routes: [], palette: [], reads: {}, banners: [], frameReads: [] };

// In the shell, apart from the composition root (src/app/assembly.ts), so that an area's screen
// can read the assembly without importing the registries, which import that screen's module: the
// app always provides the real one.
const AssemblyContext = createContext<Assembly>(NOTHING);
export const AssemblyProvider = AssemblyContext.Provider;

/** The assembly the running app was built from (the registries', or a test's). */
export function useAssembly(): Assembly {
  return useContext(AssemblyContext);
}
