import { rows } from '@/mocks/db';
import { str, type Row } from '@/mocks/lib/respond';
import { kitState, orderState, timelineOf } from './day';
import { inTransit } from './receive';
import { assayRow, kitLabId, kitRow, kitsPerAssay, named, orderRow } from './rows';
import { attentionReason } from '../rules';
import type { AssayRow, AttentionRow, ConsignmentRow, KitRow, OrderRow } from '../types';

// What each list of the KitLink home holds under the overview's filter, in its order. A list is
// sorted and sliced before any row is dressed with names: thousands may match, one page is sent.

// Timestamps are ISO strings: compared as plain strings, which is many times faster than
// `localeCompare` over thousands of rows.
const ascending = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Rows by their last change, the latest first; each row's key read once, not per comparison. */
export const newestFirst = (list: readonly Row[]) =>
  list
    .map((row) => ({ row, at: str(row.updated_at) }))
    .sort((a, b) => ascending(b.at, a.at))
    .map((e) => e.row);

const byState = (state: string | null) => (r: Row) => !state || r.status === state;

/** The filters every list of the home shares: study, lab and the day of the last change. */
function sharedFilter(q: URLSearchParams, labOf: (r: Row) => unknown) {
  const study = q.get('study_id');
  const lab = q.get('lab_id');
  const from = q.get('from');
  const to = q.get('to');
  return (r: Row) => {
    const day = str(r.updated_at).slice(0, 10);
    return (
      (!study || String(r.study_id) === study) &&
      (!lab || String(labOf(r)) === lab) &&
      (!from || day >= from) &&
      (!to || day <= to)
    );
  };
}

interface Stuck {
  subject: 'order' | 'kit';
  row: Row;
  status: string;
  since: string;
  why: 'stuck' | 'failed';
}

/** Everything needing attention, oldest first: cheap per row, so it stays fast at any size. */
function needingAttention(orders: readonly Row[], kits: readonly Row[], now: number): Stuck[] {
  const out: Stuck[] = [];
  const add = (subject: 'order' | 'kit', row: Row, status: string) => {
    const since = str(row.updated_at);
    const why = attentionReason(subject, status, since, now);
    if (why) out.push({ subject, row, status, since, why });
  };
  for (const o of orders) add('order', o, orderState(o));
  for (const k of kits) add('kit', k, kitState(k));
  return out.sort((a, b) => ascending(a.since, b.since));
}

/** One row of the attention list, its names resolved (only for the page sent). */
function attentionRow({ subject, row, status, since, why }: Stuck): AttentionRow {
  const [label, lab] =
    subject === 'order' ? [str(row.order_number), row.lab_id] : [str(row.barcode), kitLabId(row)];
  return {
    id: `${subject}-${String(row.id)}`,
    subject,
    subject_id: row.id as number,
    label,
    status,
    since,
    why,
    study: named('studies', row.study_id, 'title'),
    lab: named('laboratories', lab, 'name'),
  };
}

/** When an order was requested: the start of its timeline. */
const requestedAt = (row: Row) => timelineOf('order', row.id)[0]?.at ?? str(row.ordered_at);

/** A list's items in order, and how one is dressed for the wire. */
export interface Source<R> {
  total: number;
  /** Rows `start` to `end` (exclusive), dressed. */
  slice: (start: number, end: number) => R[];
}

const source = <I, R>(items: readonly I[], dress: (item: I) => R): Source<R> => ({
  total: items.length,
  slice: (start, end) => items.slice(start, end).map(dress),
});

/** The home's lists under the filter of `q`; each is worked out only when asked for. */
export function listsOf(q: URLSearchParams) {
  const orders = rows('orders').filter(sharedFilter(q, (r) => r.lab_id));
  const kits = rows('kits').filter(sharedFilter(q, kitLabId));
  return {
    orders,
    kits,
    approvals: (): Source<OrderRow> =>
      source(
        orders
          .filter((o) => o.status === 'requested')
          .map((row) => ({ row, at: requestedAt(row) }))
          .sort((a, b) => ascending(a.at, b.at)),
        (a) => orderRow(a.row),
      ),
    orderList: (): Source<OrderRow> =>
      source(newestFirst(orders.filter(byState(q.get('order_status')))), orderRow),
    kitList: (): Source<KitRow> => source(newestFirst(kits.filter(byState(q.get('kit_status')))), kitRow),
    assays: (): Source<AssayRow> => {
      const perAssay = kitsPerAssay();
      const lab = q.get('lab_id');
      const shown = rows('assays').filter((a) => !lab || String(a.lab_id) === lab);
      return source(shown, (a) => assayRow(a, perAssay));
    },
    attention: (): Source<AttentionRow> => source(needingAttention(orders, kits, Date.now()), attentionRow),
    consignments: (): Source<ConsignmentRow> => source(inTransit(), (c) => c),
  };
}

/** The first `size` rows of a list and how many it holds: one page on the wire. */
export const pageOf = <R>(list: Source<R>, page: number, size: number) => ({
  rows: list.slice((page - 1) * size, page * size),
  total: list.total,
});
