import type { RequestHandler } from 'msw';
import type { CallDecl } from '@/contract';
import type { EntitySchema } from '@/engine';

/** What an area's `mocks/index.ts` brings (the app's `ModuleMocks`). */
export interface AreaMocks {
  handlers: readonly RequestHandler[];
  /** Run before every handler of every area, the access gate included. */
  guards?: readonly RequestHandler[];
}

/**
 * What an area's `mocks/seed-tables.ts` brings (the app's `ModuleSeedTables`): its entities' seed
 * tables, typed loosely as the app's module contract may not name the mock's `SeedTables`.
 */
export interface AreaSeedTables {
  seedTables: {
    overrides?: Readonly<Record<string, (row: never) => object>>;
    links?: Readonly<Record<string, (rows: never, seedOf: never) => readonly object[]>>;
  };
}

/** An area as the mock sees it: its mock handlers and its entities' seed tables, loaded on demand. */
export interface MockedArea {
  mocks?: () => Promise<AreaMocks>;
  mockSeed?: () => Promise<AreaSeedTables>;
}

/**
 * The app the mock backend stands in for, handed to it by whoever starts it (the page's
 * bootstrap, tests/setup.ts, scripts/mock-server.mjs). The mock never imports the app's registry:
 * the areas' mocks import the mock's db, so that import would close a loop through every area.
 */
export interface ServedApp {
  /** The schema entities the db seeds and the generic handlers serve. */
  entities: readonly EntitySchema[];
  /** The areas, in registry order: their handlers run in that order. */
  areas: readonly MockedArea[];
  /** Every call the console can make: what the access gate, the audit and the answer shapes know. */
  calls: () => Promise<readonly CallDecl[]>;
}
