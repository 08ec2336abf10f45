import { z } from '@/lib/zod';

// What KitLink's calls answer, as the screens need it. Only what a screen cannot work without is
// required (each row's id and state, a scan's outcome, a checked entry); the rest may be missing
// or null and `fill.ts` fills it in, so a screen always meets the shapes of types.ts. States and
// reasons are any text: a state a newer server adds is shown as it comes, with no actions.

const id = z.union([z.number(), z.string()]);
const text = z.nullish(z.string());
const count = z.nullish(z.number());
const list = <S extends z.ZodMiniType>(item: S) => z.nullish(z.array(item));
const counts = z.nullish(z.record(z.string(), z.number()));

export const namedAnswer = z.looseObject({ id, name: text });
const ref = z.nullish(namedAnswer);
const orderRef = z.nullish(z.looseObject({ id, order_number: text }));
const consignmentRef = z.nullish(z.looseObject({ id, reference: text }));
export const tallyAnswer = z.looseObject({ expected: count, received: count });

export const orderRowAnswer = z.looseObject({
  id,
  order_number: text,
  status: z.string(),
  study: ref,
  participant: ref,
  kit_type: text,
  lab: ref,
  provider: text,
  ordered_at: text,
  reason: text,
});

export const kitRowAnswer = z.looseObject({
  id,
  barcode: text,
  status: z.string(),
  kit_type: text,
  study: ref,
  order: orderRef,
  updated_at: text,
});

export const assayRowAnswer = z.looseObject({
  id,
  name: text,
  code: text,
  lab: ref,
  sample_type: text,
  turnaround_days: count,
  kit_count: count,
});

export const attentionRowAnswer = z.looseObject({
  id,
  /** `order` or `kit`; a row about anything else is left out. */
  subject: z.string(),
  subject_id: id,
  label: text,
  status: z.string(),
  since: text,
  why: text,
  study: ref,
  lab: ref,
});

export const consignmentRowAnswer = z.looseObject({
  id,
  reference: text,
  lab: ref,
  dispatched_at: text,
  tally: z.nullish(tallyAnswer),
});

export const timelineEntryAnswer = z.looseObject({
  at: text,
  by: text,
  action: text,
  from: text,
  to: text,
  note: text,
});

const page = <S extends z.ZodMiniType>(row: S) => z.nullish(z.looseObject({ rows: list(row), total: count }));

export const overviewAnswer = z.looseObject({
  counts: z.nullish(z.looseObject({ orders: counts, kits: counts })),
  approvals: page(orderRowAnswer),
  orders: page(orderRowAnswer),
  kits: page(kitRowAnswer),
  assays: page(assayRowAnswer),
  attention: page(attentionRowAnswer),
  consignments: list(consignmentRowAnswer),
  studies: list(namedAnswer),
  labs: list(namedAnswer),
});

export const orderDetailAnswer = z.extend(orderRowAnswer, {
  timeline: list(timelineEntryAnswer),
  kits: list(kitRowAnswer),
});

/** One measure the lab reported for the kit's assay, its value as the lab wrote it. */
export const kitResultAnswer = z.looseObject({
  name: text,
  value: z.nullish(z.union([z.string(), z.number()])),
  unit: text,
  reference_range: text,
  /** `high`, `low` or `abnormal` when the lab marked the value; another word is shown as it comes. */
  flag: text,
});

export const kitDetailAnswer = z.extend(kitRowAnswer, {
  timeline: list(timelineEntryAnswer),
  assay: ref,
  consignment: consignmentRef,
  participant: ref,
  lab: ref,
  /** The assay's results once the lab has reported them; empty or missing before. */
  results: list(kitResultAnswer),
});

export const assayDetailAnswer = z.extend(assayRowAnswer, {
  kits: list(kitRowAnswer),
  kit_counts: counts,
});

export const consignmentDetailAnswer = z.extend(consignmentRowAnswer, { kits: list(kitRowAnswer) });

export const bulkTransitionAnswer = z.looseObject({
  done: list(orderRowAnswer),
  failed: list(z.looseObject({ id, order_number: text, message: text })),
});

const addressAnswer = z.looseObject({ line1: text, city: text, postcode: text, country: text });

export const checkedParticipantAnswer = z.looseObject({
  entry: z.string(),
  participant: z.nullish(
    z.looseObject({ id, name: text, email: text, shipping_address: z.nullish(addressAnswer) }),
  ),
  /** `unknown` or `not_a_participant`; another reason reads as `unknown`. */
  problem: text,
});

export const newOrdersAnswer = z.looseObject({
  created: list(orderRowAnswer),
  failed: list(z.looseObject({ user_id: id, message: text })),
});

export const scanAnswer = z.looseObject({
  outcome: z.enum(['received', 'already_received', 'unknown', 'other_consignment', 'not_returned']),
  barcode: text,
  kit: z.nullish(kitRowAnswer),
  consignment: consignmentRef,
  tally: z.nullish(tallyAnswer),
});

export const kitCountsAnswer = z.looseObject({
  total: count,
  groups: z.nullish(
    z.record(z.string(), z.nullish(z.array(z.looseObject({ value: id, label: text, count })))),
  ),
});

export type NamedAnswer = z.output<typeof namedAnswer>;
export type OrderRowAnswer = z.output<typeof orderRowAnswer>;
export type KitRowAnswer = z.output<typeof kitRowAnswer>;
export type AssayRowAnswer = z.output<typeof assayRowAnswer>;
export type TimelineEntryAnswer = z.output<typeof timelineEntryAnswer>;
export type ConsignmentRowAnswer = z.output<typeof consignmentRowAnswer>;
export type TallyAnswer = z.output<typeof tallyAnswer>;
