import { servedApp } from '@/app/mock-backend';
import { allSchemas, rows } from '@/mocks/db';
import { ENTITY_SEEDS } from '@/mocks/entities';
import { serveData } from '@/mocks/served-data';

// Back to the app's own tables, as tests/setup.ts served them.
afterEach(() => serveData(servedApp));

describe("the seed's per-entity tables, handed to the kernel by their owners", () => {
  test('every table names an entity of the registry, and each entity has one owner', async () => {
    const entities = new Set(allSchemas().map((s) => s.name));
    const areas = await Promise.all(servedApp.areas.map((area) => area.mockSeed?.()));
    const tables = [ENTITY_SEEDS, ...areas.flatMap((area) => (area ? [area.seedTables] : []))];
    const overrides = tables.flatMap((t) => Object.keys(t.overrides ?? {}));
    const links = tables.flatMap((t) => Object.keys(t.links ?? {}));
    expect([...overrides, ...links].filter((name) => !entities.has(name))).toEqual([]);
    expect(new Set(overrides).size).toBe(overrides.length);
    expect(new Set(links).size).toBe(links.length);
  });

  test('two owners of one entity are refused, and nothing seeds without the tables', async () => {
    const rival = { mockSeed: () => Promise.resolve({ seedTables: { overrides: { users: () => ({}) } } }) };
    await expect(serveData({ ...servedApp, areas: [...servedApp.areas, rival] })).rejects.toThrow(
      'Two owners give a seed override of users',
    );
    expect(() => rows('users')).toThrow(/before its seed tables are in/);
  });
});
