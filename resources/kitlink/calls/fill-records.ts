import type { AssayRecord, KitRecord, OrderRecord } from './generic-calls';
import type { AssayDetail, KitDetail, KitRow, Named, OrderDetail } from '../types';

// An order, kit or assay read through the spec's generic calls, in the shapes of KitLink's own
// answers: a reference is shown by its id (the generic record names nothing), and the parts only
// KitLink's calls give (the timeline, the counts by state) are null, which the pages say.

type Id = number | string;

const byId = (value: Id | null | undefined): Named | null =>
  value === null || value === undefined ? null : { id: value, name: String(value) };

export const kitRowOf = (k: KitRecord): KitRow => ({
  id: k.id,
  barcode: k.barcode ?? String(k.id),
  status: k.status ?? '',
  kit_type: k.kit_type ?? null,
  study: byId(k.study_id),
  order:
    k.order_id === null || k.order_id === undefined
      ? null
      : { id: k.order_id, order_number: String(k.order_id) },
  updated_at: k.updated_at ?? '',
});

export const orderOf = (o: OrderRecord, kits: readonly KitRecord[]): OrderDetail => ({
  id: o.id,
  order_number: o.order_number ?? String(o.id),
  status: o.status ?? '',
  study: byId(o.study_id),
  participant: byId(o.user_id),
  // The kit type an order asked for is that of its kits.
  kit_type: kits.find((k) => k.kit_type)?.kit_type ?? null,
  lab: byId(o.lab_id),
  provider: o.provider ?? '',
  ordered_at: o.ordered_at ?? '',
  reason: '',
  timeline: null,
  kits: kits.map(kitRowOf),
});

export const kitOf = (k: KitRecord): KitDetail => ({
  ...kitRowOf(k),
  timeline: null,
  assay: byId(k.assay_id),
  consignment:
    k.consignment_id === null || k.consignment_id === undefined
      ? null
      : { id: k.consignment_id, reference: String(k.consignment_id) },
  participant: byId(k.user_id),
  lab: null,
  results: [],
});

export const assayOf = (
  a: AssayRecord,
  kits: readonly KitRecord[],
  total: number | undefined,
): AssayDetail => ({
  id: a.id,
  name: a.name ?? String(a.id),
  code: a.code ?? '',
  lab: byId(a.lab_id),
  sample_type: a.sample_type ?? null,
  turnaround_days: a.turnaround_days ?? null,
  kit_count: total ?? kits.length,
  kits: kits.map(kitRowOf),
  kit_counts: null,
});
