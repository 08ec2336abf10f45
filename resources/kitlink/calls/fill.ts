import type { z } from '@/lib/zod';
import type {
  AssayRowAnswer,
  ConsignmentRowAnswer,
  KitRowAnswer,
  NamedAnswer,
  OrderRowAnswer,
  TallyAnswer,
  TimelineEntryAnswer,
  assayDetailAnswer,
  kitDetailAnswer,
  orderDetailAnswer,
} from './answers';
import type {
  AssayDetail,
  AssayRow,
  ConsignmentRow,
  KitDetail,
  KitRow,
  Named,
  OrderDetail,
  OrderRow,
  Tally,
  TimelineEntry,
} from '../types';

// KitLink's answers filled in to the screens' shapes: a missing name shows as the record's id, a
// missing word as empty (a cell shows nothing), a missing count as 0.

type Nullish<T> = T | null | undefined;

export const named = (n: Nullish<NamedAnswer>): Named | null =>
  n ? { id: n.id, name: n.name ?? String(n.id) } : null;

export const rowsOf = <A, R>(list: Nullish<readonly A[]>, fill: (a: A) => R): R[] => (list ?? []).map(fill);

export const tallyOf = (t: Nullish<TallyAnswer>): Tally => ({
  expected: t?.expected ?? 0,
  received: t?.received ?? 0,
});

export const orderRow = (o: OrderRowAnswer): OrderRow => ({
  id: o.id,
  order_number: o.order_number ?? String(o.id),
  status: o.status,
  study: named(o.study),
  participant: named(o.participant),
  kit_type: o.kit_type ?? null,
  lab: named(o.lab),
  provider: o.provider ?? '',
  ordered_at: o.ordered_at ?? '',
  reason: o.reason ?? '',
});

export const kitRow = (k: KitRowAnswer): KitRow => ({
  id: k.id,
  barcode: k.barcode ?? String(k.id),
  status: k.status,
  kit_type: k.kit_type ?? null,
  study: named(k.study),
  order: k.order ? { id: k.order.id, order_number: k.order.order_number ?? String(k.order.id) } : null,
  updated_at: k.updated_at ?? '',
});

export const assayRow = (a: AssayRowAnswer): AssayRow => ({
  id: a.id,
  name: a.name ?? String(a.id),
  code: a.code ?? '',
  lab: named(a.lab),
  sample_type: a.sample_type ?? null,
  turnaround_days: a.turnaround_days ?? null,
  kit_count: a.kit_count ?? 0,
});

export const consignmentRow = (c: ConsignmentRowAnswer): ConsignmentRow => ({
  id: c.id,
  reference: c.reference ?? String(c.id),
  lab: named(c.lab),
  dispatched_at: c.dispatched_at ?? '',
  tally: tallyOf(c.tally),
});

/** An entry without the state it led to says nothing the timeline could show; it is left out. */
export const timeline = (list: Nullish<readonly TimelineEntryAnswer[]>): TimelineEntry[] =>
  (list ?? []).flatMap((e) =>
    e.to
      ? [
          {
            at: e.at ?? '',
            by: e.by ?? '',
            action: e.action ?? '',
            from: e.from ?? null,
            to: e.to,
            note: e.note ?? '',
          },
        ]
      : [],
  );

export const orderDetail = (o: z.output<typeof orderDetailAnswer>): OrderDetail => ({
  ...orderRow(o),
  timeline: timeline(o.timeline),
  kits: rowsOf(o.kits, kitRow),
});

export const kitDetail = (k: z.output<typeof kitDetailAnswer>): KitDetail => ({
  ...kitRow(k),
  timeline: timeline(k.timeline),
  assay: named(k.assay),
  consignment: k.consignment
    ? { id: k.consignment.id, reference: k.consignment.reference ?? String(k.consignment.id) }
    : null,
  participant: named(k.participant),
  lab: named(k.lab),
  results: rowsOf(k.results, (r) => ({
    name: r.name ?? '',
    value: r.value === null || r.value === undefined ? '' : String(r.value),
    unit: r.unit ?? '',
    range: r.reference_range ?? '',
    flag: r.flag ?? '',
  })),
});

export const assayDetail = (a: z.output<typeof assayDetailAnswer>): AssayDetail => ({
  ...assayRow(a),
  kits: rowsOf(a.kits, kitRow),
  kit_counts: a.kit_counts ?? {},
});
