import { defineEntity } from '@/engine';
import { rows, useSchemas } from '@/mocks/db';
import { controls } from '@/mocks/node';
import { api, dataOf, totalOf } from './helpers';

const gadgets = defineEntity({
  endpoint: 'admin/gadgets',
  recordTitle: 'label',
  icon: 'science',
  fields: [
    { source: 'label', type: 'text', required: true, maxLength: 12 },
    { source: 'kind', type: 'enum', choices: ['a', 'b'] },
    { source: 'notes', type: 'longText' },
    { source: 'owner_id', type: 'reference', reference: { entity: 'owners', searchField: 'label' } },
  ],
  seed: { count: 30 },
}).inFile('schemas/gadgets.ts');

const owners = defineEntity({
  recordTitle: 'label',
  icon: 'people',
  access: { delete: 'none' },
  fields: [{ source: 'label', type: 'text', required: true }],
  seed: { count: 4 },
}).inFile('schemas/owners.ts');

beforeEach(() => useSchemas([gadgets, owners]));
afterEach(() => useSchemas());

describe('any schema of the registry gets the generic contract', () => {
  test('a fixture registry is seeded by field type within its limits', () => {
    const table = rows('gadgets');
    expect(table).toHaveLength(30);
    for (const g of table) {
      expect(String(g.label).length).toBeLessThanOrEqual(12);
      if (g.kind !== null) expect(['a', 'b']).toContain(g.kind);
      if (g.owner_id !== null) expect(g.owner_id).toBeGreaterThanOrEqual(1);
      if (g.owner_id !== null) expect(g.owner_id).toBeLessThanOrEqual(4);
    }
    expect(rows('users')).toEqual([]);
  });

  test('an endpoint with a slash is served, and a filter on a reference is equality', async () => {
    const res = await api('/admin/gadgets?filter[owner_id]=2&page_size=100');
    expect(res.status).toBe(200);
    expect(totalOf(res)).toBe(rows('gadgets').filter((g) => g.owner_id === 2).length);
    expect(dataOf(await api('/admin/gadgets/3')).id).toBe(3);
  });

  test('an entity whose access forbids delete answers 405', async () => {
    expect((await api('/owners/1', { method: 'DELETE' })).status).toBe(405);
  });

  test('the canary reaches free text, not enums', () => {
    controls.setCanary('"><script>window.__xss=1</script>');
    const g = rows('gadgets')[0];
    expect(g?.label).toContain('<script>');
    expect(['a', 'b', null]).toContain(g?.kind);
  });

  test('a path naming no entity is unhandled, so the test setup fails it', async () => {
    await expect(api('/no-such-entity')).rejects.toThrow();
  });
});
