import type { SeedTables } from '@/mocks/db';
import { DEMO_ACCOUNTS, TERMS_ACCEPTED_AT } from '@/mocks/db/demo';
import type { RowCtx } from '@/mocks/db/fields';
import { named, nth } from '@/mocks/db/seed-helpers';
import * as v from '@/mocks/db/values';
import type { Row } from '@/mocks/lib/respond';
import {
  CALL_STATUSES,
  CALL_TYPES,
  COHORTS,
  CUSTOM_PROPERTIES,
  DOCUMENT_TYPES,
  PROPERTY_TYPES,
} from './catalogues';

const ETHNICITIES = ['White', 'Mixed', 'Asian', 'Black', 'Other', 'Prefer not to say'] as const;
const SOURCES = ['web', 'ios', 'android', 'partner', 'site'] as const;

/** Users: 1–11 are the demo accounts; the rest are participants with consistent names and emails. */
function user(c: RowCtx): Row {
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

/** A saved cohort: a user query, in the shape the users filter takes, under a cohort's name. */
const cohort = (c: RowCtx): Row => ({
  query: { registration_source: c.rng.pick(['web', 'ios', 'android', 'partner']), is_site: false },
  name: nth(COHORTS, c.id),
});

const callStatus = named(CALL_STATUSES);
const callType = named(CALL_TYPES);
const propertyType = named(PROPERTY_TYPES);
const customProperty = (c: RowCtx): Row => {
  const item = CUSTOM_PROPERTIES[(c.id - 1) % CUSTOM_PROPERTIES.length];
  return {
    ...named(CUSTOM_PROPERTIES)(c),
    property_type_id: item?.property_type_id,
    options: item && 'options' in item ? [...item.options] : null,
    // Optional everywhere: a participant need not carry every property.
    is_required: false,
  };
};
const documentType = (c: RowCtx): Row => {
  const item = DOCUMENT_TYPES[(c.id - 1) % DOCUMENT_TYPES.length];
  return {
    ...named(DOCUMENT_TYPES)(c),
    requires_review: item?.requires_review,
    admin_upload_only: item?.admin_upload_only,
  };
};

/** The users area's entities in the seed: participants, cohorts and the call, document and property catalogues. */
export const seedTables: SeedTables = {
  overrides: {
    users: user,
    cohorts: cohort,
    'call-statuses': callStatus,
    'call-types': callType,
    'property-types': propertyType,
    'custom-properties': customProperty,
    'document-types': documentType,
  },
};
