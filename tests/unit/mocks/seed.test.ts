import { allSchemas, rows, useSchemas } from '@/mocks/db';
import { DEMO_ACCOUNTS } from '@/mocks/db/demo';
import { controls } from '@/mocks/node';

afterEach(() => useSchemas());

describe('seed: deterministic and realistic data from the schemas', () => {
  test('seeding twice gives identical rows, whatever order entities are first read in', () => {
    const first = { users: rows('users').slice(0, 50), sites: rows('sites').slice(0, 20) };
    useSchemas([...allSchemas()]); // drops the seed cache
    const sites = rows('sites').slice(0, 20);
    const users = rows('users').slice(0, 50);
    expect({ users, sites }).toEqual(first);
  });

  test('every entity of the registry seeds its schema count with unique ids', () => {
    for (const schema of allSchemas()) {
      const table = rows(schema.name);
      expect(table, schema.name).toHaveLength(schema.seed.count);
      expect(new Set(table.map((r) => r.id)).size, schema.name).toBe(table.length);
    }
  });

  test('a study joins through one of its own flows, or none when it owns no flow', () => {
    const flows = new Map(rows('flows').map((f) => [f.id, f]));
    const studies = rows('studies');
    for (const study of studies) {
      if (study.joining_flow_id === null) continue;
      expect(flows.get(study.joining_flow_id)?.study_id, `study ${String(study.id)}`).toBe(study.id);
    }
    // A study that owns a flow joins through one.
    const owners = new Set([...flows.values()].map((f) => f.study_id));
    const unjoined = studies.filter((s) => owners.has(s.id) && s.joining_flow_id === null);
    expect(unjoined.map((s) => s.id)).toEqual([]);
  });

  test('10,000 users with names, emails and phones; users 1–11 are the demo accounts', () => {
    const users = rows('users');
    expect(users).toHaveLength(10_000);
    expect(users.slice(0, DEMO_ACCOUNTS.length).map((u) => u.email)).toEqual(
      DEMO_ACCOUNTS.map((a) => a.email),
    );
    const sample = users[1234];
    expect(sample?.fullname).toMatch(/^\S+ \S+/);
    expect(sample?.email).toMatch(/^[a-z.]+\d+@[a-z.]+$/);
    expect(sample?.phone).toMatch(/^07\d{3} \d{6}$/);
    expect(new Set(users.map((u) => String(u.email).toLowerCase())).size).toBe(users.length);
  });

  test("a block type's type matches its title", () => {
    for (const t of rows('block-types'))
      expect(t.type_id).toBe(String(t.title).toLowerCase().replace(/ \d+$/, '').replace(/\W+/g, '_'));
  });

  test('references point at rows that exist', () => {
    const partners = rows('partners').length;
    const cohorts = rows('cohorts').length;
    for (const u of rows('users').slice(0, 2000)) {
      if (u.partner_id !== null) expect(u.partner_id).toBeGreaterThanOrEqual(1);
      if (u.partner_id !== null) expect(u.partner_id).toBeLessThanOrEqual(partners);
      if (u.cohort !== null) expect(u.cohort).toBeLessThanOrEqual(cohorts);
    }
  });

  test('studies have start and end dates past and future, so some are archived', () => {
    const today = new Date().toISOString().slice(0, 10);
    const ends = rows('studies').map((s) => String(s.end));
    expect(ends.some((e) => e < today)).toBe(true);
    expect(ends.some((e) => e >= today)).toBe(true);
  });

  test('sites have an address_json with line1, city, postcode and country', () => {
    const site = rows('sites')[0];
    expect(site?.address_json).toEqual({
      line1: expect.any(String),
      city: site?.city,
      postcode: expect.stringMatching(/^[A-Z0-9]{2,4} [0-9][A-Z]{2}$/),
      country: 'United Kingdom',
    });
  });

  test('the canary goes into every text field, and out again when cleared', () => {
    const canary = '<img src=x onerror=alert(1)>';
    controls.setCanary(canary);
    const study = rows('studies')[0];
    expect(study?.title).toContain(canary);
    expect(study?.tags).toEqual(expect.arrayContaining([expect.stringContaining(canary)]));
    expect(study?.researcher_email).not.toContain(canary);
    controls.setCanary(null);
    expect(rows('studies')[0]?.title).not.toContain(canary);
  });
});
