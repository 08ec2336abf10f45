import { crudCalls, defineCall, type Schema } from '@/contract';
import { z } from '@/lib/zod';
import { entityNamed } from '@schemas/index';

// The spec's generic reads KitLink falls back on when a server lacks its own calls (spec §7,
// "Generic"). Each is declared once with its entity's other calls (src/contract/crud.ts); here
// its answer is read with a schema that asks no more of a record than the generic one (an id)
// and names the fields the pages show.

const id = z.union([z.number(), z.string()]);
const text = z.nullish(z.string());
const ref = z.nullish(id);

function generic<R extends Schema>(entity: string, call: 'one' | 'by', response: R) {
  const decl = crudCalls(entityNamed(entity)).find((c) => c.id === `${entity}.${call}`);
  if (!decl) throw new Error(`${entity} has no generic ${call} call`);
  return defineCall({ ...decl, response });
}

export const orderRecord = z.looseObject({
  id,
  order_number: text,
  status: text,
  user_id: ref,
  study_id: ref,
  lab_id: ref,
  provider: text,
  ordered_at: text,
});

export const kitRecord = z.looseObject({
  id,
  barcode: text,
  status: text,
  kit_type: text,
  study_id: ref,
  consignment_id: ref,
  order_id: ref,
  assay_id: ref,
  user_id: ref,
  updated_at: text,
});

export const assayRecord = z.looseObject({
  id,
  name: text,
  code: text,
  lab_id: ref,
  sample_type: text,
  turnaround_days: z.nullish(z.number()),
});

export type OrderRecord = z.output<typeof orderRecord>;
export type KitRecord = z.output<typeof kitRecord>;
export type AssayRecord = z.output<typeof assayRecord>;

export const orderOne = generic('orders', 'one', orderRecord);
export const kitOne = generic('kits', 'one', kitRecord);
export const assayOne = generic('assays', 'one', assayRecord);
/** `GET /kits/by/{field}/{value}`: an order's or an assay's kits. */
export const kitsBy = generic('kits', 'by', z.array(kitRecord));
