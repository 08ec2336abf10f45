import type { Row } from '../lib/respond';
import { hash } from '../lib/rng';
import { COHORTS } from '../db/catalogues';
import { DEMO_ACCOUNTS, TERMS_ACCEPTED_AT } from '../db/demo';
import type { RowCtx } from '../db/fields';
import * as v from '../db/values';

const ETHNICITIES = ['White', 'Mixed', 'Asian', 'Black', 'Other', 'Prefer not to say'] as const;
const SOURCES = ['web', 'ios', 'android', 'partner', 'site'] as const;
const SITE_KINDS = [
  'General Hospital',
  'Royal Infirmary',
  'Research Clinic',
  'Medical Centre',
  'Health Centre',
];
const NETWORKS = ['NHS', 'Private', 'Academic', 'Charity'] as const;

/** Users: 1–11 are the demo accounts; the rest are participants with consistent names and emails. */
export function user(c: RowCtx): Row {
  const p = c.person();
  const demo = DEMO_ACCOUNTS[c.id - 1];
  const row: Row = {
    fullname: `${p.first} ${p.last}`,
    email: v.email(p.first, p.last, c.id, c.rng.pick(['example.com', 'example.co.uk', 'mail.test'])),
    phone: v.ukMobile(c.rng),
    birthday: v.isoDate(Date.UTC(1940, 0, 1) + c.rng.next() * 66 * v.YEAR),
    sex: p.sex,
    cohort: c.rng.pick(COHORTS),
    role_list: c.rng.chance(0.02) ? [c.rng.int(2, Math.max(2, c.countOf('roles')))] : [],
    ethnicity: c.rng.pick(ETHNICITIES),
    registration_source: c.rng.pick(SOURCES),
    accepted_admin_terms_at: null,
    partner_id: c.rng.chance(0.15) ? c.rng.int(1, Math.max(1, c.countOf('partners'))) : null,
    is_site: c.rng.chance(0.03),
    email_validated: c.rng.chance(0.85),
    password_set: c.rng.chance(0.9),
    shipping_address: v.address(c.rng, c.pools),
    custom_properties: {
      preferred_contact: c.rng.pick(['email', 'phone', 'post']),
      wearable_device: c.rng.chance(0.3),
      // Derived from the id, not the random stream, so every other seeded value stays as it was.
      ...(c.id % 3 === 2 ? {} : { household_size: (c.id % 6) + 1 }),
      ...(c.id % 4 === 0 ? { last_reached_on: v.isoDate(Date.UTC(2025, 0, 1) + (c.id % 300) * v.DAY) } : {}),
      ...(c.id % 5 === 0 ? { contact_window: (['morning', 'afternoon', 'evening'] as const)[c.id % 3] } : {}),
    },
  };
  if (!demo) return row;
  return {
    ...row,
    fullname: demo.fullname,
    email: demo.email,
    role_list: [1],
    accepted_admin_terms_at: demo.termsAccepted ? TERMS_ACCEPTED_AT : null,
    partner_id: null,
    email_validated: true,
    password_set: true,
  };
}

export function patient(c: RowCtx): Row {
  const p = c.person();
  return { name: `${p.first} ${p.last}`, email: v.email(p.first, p.last, c.id, 'example.org') };
}

/**
 * Every fourth study has a draft, half of those checked out by Stella Staff; study 2's draft is
 * held by Sam Super, so the demo always shows a lock held by another account. Hashed, not drawn,
 * so the other seeded values stay as they were.
 */
function draftAndLock(id: number): Row {
  if (id === 2) return { has_draft: true, locked_by: 1 };
  const h = hash(`study-draft-${id}`);
  const draft = id !== 1 && h % 4 === 0;
  return { has_draft: draft, locked_by: draft && (h >> 3) % 2 === 0 ? 2 : null };
}

/** Start and end around today, not the fixed anchor: some studies must always be running, some archived. */
export function study(c: RowCtx, conditions: readonly string[]): Row {
  const today = Math.floor(Date.now() / v.DAY) * v.DAY;
  const start = today - c.rng.int(-180, 4 * 365) * v.DAY;
  const end = start + c.rng.int(90, 1100) * v.DAY;
  const p = c.person();
  const condition = c.rng.pick(conditions);
  return {
    key: v.code('STUDY', c.id),
    title: `${condition}: ${v.title(c.rng, c.pools)} study`,
    start: v.isoDate(start),
    end: v.isoDate(end),
    researcher: `Dr ${p.first} ${p.last}`,
    researcher_email: v.email(p.first, p.last, c.id, 'research.example.ac.uk'),
    currency: 'GBP',
    primary_locale: 'en-gb',
    ...draftAndLock(c.id),
    version: c.rng.int(1, 4),
    ...(c.rng.chance(0.7)
      ? { is_published: true, published: v.isoTime(c.createdAt) }
      : { is_published: false, published: null }),
  };
}

export function site(c: RowCtx): Row {
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

export function partner(c: RowCtx): Row {
  const name = c.rng.pick(c.pools.companies);
  return {
    name,
    key: `${name
      .toLowerCase()
      .replace(/[^a-z]+/g, '-')
      .replace(/^-|-$/g, '')}-${c.id}`,
    currency: c.rng.pick(v.CURRENCIES),
    network: c.rng.pick(NETWORKS),
  };
}
