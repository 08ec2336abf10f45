import { z } from '@/lib/zod';
import { usersGroup } from '@/contract/users-query';

// What the users area's calls answer (docs/backend.md, "Participants" and "Cohorts"), as tolerant
// as the screens allow: an id is required to link and key a row; every other field the screens
// show as "—" or leave empty when it is missing, and unknown fields are kept.

export const id = z.union([z.number(), z.string()]);
const text = z.nullish(z.string());
const flag = z.nullish(z.boolean());
const count = z.nullish(z.number());

/** A postal address, each part optional (schemas/_fields.ts `address`). */
export const address = z.looseObject({
  line1: text,
  line2: text,
  city: text,
  region: text,
  postcode: text,
  country: text,
});

/** A participant or staff member as `GET /admin/users/{id}` and the user writes answer it. */
export const userRecord = z.looseObject({
  id,
  email: text,
  fullname: text,
  phone: text,
  birthday: text,
  sex: text,
  ethnicity: text,
  shipping_address: z.nullish(address),
  cohort: z.nullish(id),
  partner_id: z.nullish(id),
  role_list: z.nullish(z.array(id)),
  notifications: flag,
  monthly_newsletter: flag,
  contactable_by_phone: flag,
  registration_source: text,
  referral_code: text,
  utm_source: text,
  utm_medium: text,
  utm_campaign: text,
  is_site: flag,
  email_validated: flag,
  password_set: flag,
  accepted_admin_terms_at: text,
  created_at: text,
  updated_at: text,
  /** A staff member's permission names, when the reader may see them. */
  permissions: z.nullish(z.array(z.string())),
});

/** A row of the users filter: a user, of which the lists show a few fields. */
export const userRow = z.looseObject({ id, fullname: text, email: text, registration_source: text });

/** A choice of a lookup list (roles, partners, call types and statuses). */
export const named = z.looseObject({ id, name: text, label: text });

export const documentType = z.extend(named, { requires_review: flag, admin_upload_only: flag });

export const callEntry = z.looseObject({
  id,
  user_id: z.nullish(id),
  called_at: text,
  status_id: z.nullish(id),
  status_label: text,
  type_id: z.nullish(id),
  type_label: text,
  caller_name: text,
  duration_seconds: count,
  notes: text,
  follow_up_on: text,
});

/** A document; `status` stays text (`pending_review`, `approved`, `rejected`, or a newer one). */
export const documentEntry = z.looseObject({
  id,
  user_id: z.nullish(id),
  file_name: text,
  content_type: text,
  size_bytes: count,
  document_type_id: z.nullish(id),
  type_label: text,
  requires_review: flag,
  status: text,
  review_note: text,
  reviewed_by_name: text,
  reviewed_at: text,
  created_at: text,
});

/** A document's bytes: without them there is nothing to show. */
export const documentContent = z.looseObject({ content_type: text, base64: z.string() });

export const enrolment = z.looseObject({
  id,
  study_id: z.nullish(id),
  study_title: text,
  status: text,
  enrolled_at: text,
  flows_answered: count,
  responses: count,
  patient: z.nullish(z.looseObject({ site_patient_id: text, visits: count, status: text })),
});

export const userSummary = z.looseObject({
  enrolments: z.nullish(z.array(enrolment)),
  last_call: z.nullish(callEntry),
  documents_awaiting_review: count,
  orders_in_progress: z.nullish(z.array(z.looseObject({ id, order_number: text, status: text }))),
});

export const customProperty = z.looseObject({
  name: z.string(),
  value: z.nullish(z.union([z.string(), z.number(), z.boolean()])),
});

export const cohort = z.looseObject({
  id,
  name: text,
  description: text,
  size: count,
  updated_at: text,
});

const scalar = z.union([z.string(), z.number(), z.boolean()]);
const bound = z.optional(z.union([z.string(), z.number()]));
/** A plain entry of a users query (docs/backend.md, section 16, "Older queries"). */
const entry = z.union([
  scalar,
  z.array(scalar),
  z.object({ eq: bound, ne: bound, gt: bound, gte: bound, lt: bound, lte: bound }),
]);

/**
 * A saved users query; its `query` is what the list loads and a cohort adds from. A query the
 * console cannot read is `null`: that segment is listed but cannot be used, the others can.
 */
export const segment = z.looseObject({
  id,
  name: text,
  query: z.catch(z.nullish(z.catchall(z.object({ where: z.optional(usersGroup) }), entry)), null),
});
