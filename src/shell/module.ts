import type { QueryClient } from '@tanstack/react-query';
import type { RequestHandler } from 'msw';
import type { ComponentType } from 'react';
import type { GuardName } from '@/auth';
import type { CallDecl } from '@/contract';
import type { EntityReads } from '@/data';
import type { MenuEntryInput } from '@/engine';

/**
 * The contract between the shell and a custom area. `resources/<area>/index.ts` default-exports
 * one `ResourceModule`; one line in `resources/index.ts` plugs it in whole (routes, menu entries,
 * layout, palette entries, special reads, mock handlers) and nothing in `src/` changes.
 */

/**
 * The frame around a route: `admin` (bar and side menu), `auth` (sign-in pages), `editor` (full
 * width, a bar the screen fills through `useEditorFrame`: back link, title, status, tabs, save
 * state, actions) and `canvas` (the admin frame with a full-bleed main area for graph views).
 */
export type LayoutName = 'admin' | 'auth' | 'editor' | 'canvas';

/** A view the engine renders for a schema entity. */
export type EntityView = 'list' | 'create' | 'edit';

interface RouteBase {
  path: string;
  /** `admin` unless given. */
  layout?: LayoutName;
  /** Guards; signed in with accepted terms (`auth`, `aula`) unless given. */
  meta?: readonly GuardName[];
  /** The menu entry whose permissions a typed URL needs; the module's first entry unless given. */
  area?: string;
}

/** A screen of the area, usually `lazyScreen(() => import('./page'))` so each is its own chunk. */
export interface ScreenRoute extends RouteBase {
  component: ComponentType;
  /**
   * The entity whose generated list the screen shows (e.g. the users list beside its filter
   * builder): its first page then loads with the screen's code, as an entity list's does.
   */
  lists?: string;
}

/** A spec path served by an entity's generated view, e.g. `/role-list` for the roles list. */
export interface EntityRoute extends RouteBase {
  entity: string;
  view: EntityView;
  /** Where the list's rows (or a created record) lead, e.g. `/roles/:id`. */
  recordPath?: string;
}

export type ModuleRoute = ScreenRoute | EntityRoute;

/** A command-palette destination; `label` is a locale key. */
export interface PaletteEntry {
  id: string;
  label: string;
  target: string;
  permissions: readonly string[];
  keywords?: readonly string[];
}

/** What a module's `mocks/index.ts` exports; only the mock backend loads it. */
export interface ModuleMocks {
  handlers: readonly RequestHandler[];
  /**
   * Checks of who is asking that run before every handler of every area, the access gate
   * included (impersonation's: both identities named, nothing guarded while acting).
   */
  guards?: readonly RequestHandler[];
}

/**
 * What a module's `mocks/seed-tables.ts` exports: the seed tables of the entities the area owns,
 * by entity name (an override of the drawn values, a link to other seeded tables). Typed loosely
 * here, as product code never names the mock's types; each file is written against the mock's
 * `SeedTables` (src/mocks/db/seed.ts).
 */
export interface ModuleSeedTables {
  seedTables: {
    overrides?: Readonly<Record<string, (row: never) => object>>;
    links?: Readonly<Record<string, (rows: never, seedOf: never) => readonly object[]>>;
  };
}

export interface ResourceModule {
  /** The folder's name. */
  id: string;
  routes?: readonly ModuleRoute[];
  menu?: readonly MenuEntryInput[];
  palette?: readonly PaletteEntry[];
  /**
   * Notices the admin, canvas and editor layouts show above every screen, in registry order: for
   * a state that must never leave the user's sight while it lasts. Each renders nothing when its
   * state does not apply, and should be lazy (`lazyScreen`) so the start-up bundle keeps its size.
   */
  banners?: readonly ComponentType[];
  /**
   * Reads the area's banners make on every screen, started with the first screen's own calls once
   * the token is there, so no banner adds a round trip of its own. Only reads the user may make
   * (`may`), and silent on failure: the banner asks again when it renders.
   */
  frameReads?: readonly FrameRead[];
  /** Reads of entities whose lists the area serves through its own `api.ts`. */
  reads?: Readonly<Record<string, EntityReads>>;
  /**
   * The area's mock handlers. Write it as
   * `mocks: import.meta.env.VITE_MOCK === 'true' ? () => import('./mocks') : undefined`
   * so a production build drops the import and its chunk.
   */
  mocks?: () => Promise<ModuleMocks>;
  /**
   * The seed tables of the entities the area owns, written as
   * `mockSeed: import.meta.env.VITE_MOCK === 'true' ? () => import('./mocks/seed-tables') : undefined`.
   * Apart from `mocks`: the mock loads every area's tables before it seeds anything, and tests read
   * the seeded db without loading any handler.
   */
  mockSeed?: () => Promise<ModuleSeedTables>;
  /**
   * The area's calls beyond generic CRUD, declared in its `contract.ts` (`() => import('./contract')`):
   * its `api.ts` makes them through `callApi`, and `docs/openapi.json` is generated from them.
   */
  contract?: () => Promise<ModuleContract>;
}

/** What a module's `contract.ts` exports. */
export interface ModuleContract {
  calls: readonly CallDecl[];
}

/** What a frame read gets: the app's query cache and a check of the signed-in user's permissions. */
export interface FrameReadContext {
  queryClient: QueryClient;
  may: (permissions: readonly string[]) => boolean;
}

export type FrameRead = (ctx: FrameReadContext) => void;

/** Guards of every admin-default, editor and canvas route (spec §2): signed in, terms accepted. */
export const ADMIN_META: readonly GuardName[] = ['auth', 'aula'];

export type { EntityReads, MenuEntryInput };
