import type { z } from '@/lib/zod';
import type {
  bulkTransitionAnswer,
  checkedParticipantAnswer,
  consignmentDetailAnswer,
  kitCountsAnswer,
  newOrdersAnswer,
  overviewAnswer,
  scanAnswer,
} from './answers';
import { assayRow, consignmentRow, kitRow, named, orderRow, rowsOf, tallyOf } from './fill';
import type {
  AttentionRow,
  BulkTransitionResult,
  CheckedParticipant,
  ConsignmentDetail,
  KitCounts,
  KitGroup,
  NewOrdersResult,
  Overview,
  Page,
  ScanResult,
} from '../types';

// The overview, the counts and the writes' answers filled in to the screens' shapes (see fill.ts).

type Out<S extends z.ZodMiniType> = z.output<S>;
type Nullish<T> = T | null | undefined;

const pageOf = <A, R>(
  p: Nullish<{ rows?: Nullish<readonly A[]>; total?: Nullish<number> }>,
  fill: (a: A) => R,
): Page<R> => {
  const rows = rowsOf(p?.rows, fill);
  return { rows, total: p?.total ?? rows.length };
};

type AttentionAnswer = NonNullable<NonNullable<Out<typeof overviewAnswer>['attention']>['rows']>[number];

/** Only orders and kits have a page to lead to; a row about anything else is left out. */
export function attention(r: AttentionAnswer): AttentionRow[] {
  if (r.subject !== 'order' && r.subject !== 'kit') return [];
  return [
    {
      id: String(r.id),
      subject: r.subject,
      subject_id: r.subject_id,
      label: r.label ?? String(r.subject_id),
      status: r.status,
      since: r.since ?? '',
      why: r.why === 'failed' ? 'failed' : 'stuck',
      study: named(r.study),
      lab: named(r.lab),
    },
  ];
}

export function overview(o: Out<typeof overviewAnswer>): Overview {
  const att = o.attention;
  const attentionRows = (att?.rows ?? []).flatMap(attention);
  return {
    counts: { orders: o.counts?.orders ?? {}, kits: o.counts?.kits ?? {} },
    approvals: pageOf(o.approvals, orderRow),
    orders: pageOf(o.orders, orderRow),
    kits: pageOf(o.kits, kitRow),
    assays: pageOf(o.assays, assayRow),
    attention: { rows: attentionRows, total: att?.total ?? attentionRows.length },
    consignments: rowsOf(o.consignments, consignmentRow),
    studies: (o.studies ?? []).flatMap((s) => named(s) ?? []),
    labs: (o.labs ?? []).flatMap((l) => named(l) ?? []),
  };
}

export const consignmentDetail = (c: Out<typeof consignmentDetailAnswer>): ConsignmentDetail => ({
  ...consignmentRow(c),
  kits: rowsOf(c.kits, kitRow),
});

/** Every group the list asked for, empty when the server did not count it. */
export function kitCounts(c: Out<typeof kitCountsAnswer>): KitCounts {
  const group = (g: KitGroup) =>
    (c.groups?.[g] ?? []).map((e) => ({
      value: e.value,
      label: e.label ?? String(e.value),
      count: e.count ?? 0,
    }));
  return {
    total: c.total ?? 0,
    groups: { status: group('status'), study_id: group('study_id'), consignment_id: group('consignment_id') },
  };
}

export const checked = (c: Out<typeof checkedParticipantAnswer>): CheckedParticipant => {
  const p = c.participant;
  const a = p?.shipping_address;
  return {
    entry: c.entry,
    participant: p
      ? {
          id: p.id,
          name: p.name ?? String(p.id),
          email: p.email ?? '',
          shipping_address: a
            ? {
                line1: a.line1 ?? '',
                city: a.city ?? '',
                postcode: a.postcode ?? '',
                country: a.country ?? '',
              }
            : null,
        }
      : null,
    // Found without a participant is a problem the console can only call unknown.
    problem: p && !c.problem ? null : c.problem === 'not_a_participant' ? 'not_a_participant' : 'unknown',
  };
};

export const bulkResult = (r: Out<typeof bulkTransitionAnswer>): BulkTransitionResult => ({
  done: rowsOf(r.done, orderRow),
  failed: rowsOf(r.failed, (f) => ({
    id: f.id,
    order_number: f.order_number ?? String(f.id),
    message: f.message ?? '',
  })),
});

export const newOrdersResult = (r: Out<typeof newOrdersAnswer>): NewOrdersResult => ({
  created: rowsOf(r.created, orderRow),
  failed: rowsOf(r.failed, (f) => ({ user_id: String(f.user_id), message: f.message ?? '' })),
});

export const scanResult = (s: Out<typeof scanAnswer>): ScanResult => ({
  outcome: s.outcome,
  barcode: s.barcode ?? '',
  kit: s.kit ? kitRow(s.kit) : null,
  consignment: s.consignment
    ? { id: s.consignment.id, reference: s.consignment.reference ?? String(s.consignment.id) }
    : null,
  tally: tallyOf(s.tally),
});
