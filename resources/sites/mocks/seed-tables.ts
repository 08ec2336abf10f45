import type { SeedTables } from '@/mocks/db';
import type { RowCtx } from '@/mocks/db/fields';
import * as v from '@/mocks/db/values';
import type { Row } from '@/mocks/lib/respond';

const SITE_KINDS = [
  'General Hospital',
  'Royal Infirmary',
  'Research Clinic',
  'Medical Centre',
  'Health Centre',
];

function patient(c: RowCtx): Row {
  const p = c.person();
  return { name: `${p.first} ${p.last}`, email: v.email(p.first, p.last, c.id, 'example.org') };
}

function site(c: RowCtx): Row {
  const city = c.rng.pick(c.pools.cities);
  const address = { ...v.address(c.rng, c.pools, city) };
  return {
    identifier: v.code('SITE', c.id),
    name: `${city} ${c.rng.pick(SITE_KINDS)}`,
    address_json: address,
    city,
    country: 'GB',
  };
}

/** The sites area's entities in the seed: study sites and the patients referred to them. */
export const seedTables: SeedTables = { overrides: { sites: site, patients: patient } };
