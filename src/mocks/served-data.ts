import { serveSchemas, serveSeedTables, type SeedLink, type SeedOverride, type SeedTables } from './db';
import { ENTITY_SEEDS } from './entities';
import type { AreaSeedTables, ServedApp } from './served-app';

/** One owner per entity: two tables for one entity would make the seed depend on load order. */
function merged(all: readonly SeedTables[]): SeedTables {
  const overrides: Record<string, SeedOverride> = {};
  const links: Record<string, SeedLink> = {};
  for (const tables of all) {
    for (const [name, override] of Object.entries(tables.overrides ?? {})) {
      if (Object.hasOwn(overrides, name)) throw new Error(`Two owners give a seed override of ${name}.`);
      overrides[name] = override;
    }
    for (const [name, link] of Object.entries(tables.links ?? {})) {
      if (Object.hasOwn(links, name)) throw new Error(`Two owners give a seed link of ${name}.`);
      links[name] = link;
    }
  }
  return { overrides, links };
}

/** An area's tables as the kernel types them: each `mocks/seed-tables.ts` is written against SeedTables. */
const asSeedTables = (area: AreaSeedTables): SeedTables => area.seedTables as SeedTables;

let serving = 0;

/**
 * What the db seeds, handed over in one place (the mock's composition root for data): the app's
 * schemas and the per-entity seed tables, those of the entities no area owns (`entities/`) and
 * each area's own (`resources/<area>/mocks/seed-tables.ts`, loaded here). The kernel (`db/`) never
 * imports them; it seeds nothing until they are all in.
 */
export async function serveData(app: ServedApp): Promise<void> {
  const turn = (serving += 1);
  serveSeedTables(undefined);
  serveSchemas(app.entities);
  const areas = await Promise.all(app.areas.map((area) => area.mockSeed?.()));
  const owned = areas.flatMap((area) => (area ? [asSeedTables(area)] : []));
  if (turn === serving) serveSeedTables(merged([ENTITY_SEEDS, ...owned]));
}
