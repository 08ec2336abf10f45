import { createContext, useContext, type ComponentType } from 'react';
import type { EntityReads } from '@/data';
import type { MenuEntry } from './menu';
import type { FrameRead, PaletteEntry } from './module';
import type { ResolvedRoute } from './route-resolution';

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

// Apart from `assembly.ts` so that a resource's screen can read the assembly without importing
// the registries, which import that screen's module: the app always provides the real one.
const AssemblyContext = createContext<Assembly>(NOTHING);
export const AssemblyProvider = AssemblyContext.Provider;

/** The assembly the running app was built from (the registries', or a test's). */
export function useAssembly(): Assembly {
  return useContext(AssemblyContext);
}
