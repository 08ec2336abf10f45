import { http } from 'msw';
import { find, rows } from '@/mocks/db';
import { notFound, ok, str, type Row } from '@/mocks/lib/respond';
import { withParticipantPrivacy } from './mock-privacy';
import { batchHandlers } from './mock-batch';
import { countHandlers } from './mock-counts';
import { kitState, orderState, prepareDay, timelineOf } from './mock-day';
import { inTransit, receiveHandlers } from './mock-receive';
import { assayRow, countBy, kitLabId, kitRow, kitsPerAssay, named, orderRow } from './mock-rows';
import { transitionHandlers } from './mock-transitions';
import { kitDetail, orderDetail } from './mock-writes';
import { attentionReason } from './rules';
import { KIT_STATES, ORDER_STATES } from './states';
import type { AttentionRow } from './types';

const PAGE = 50;
const QUEUE = 20;
const BASE = '/api/admin/kitlink';

// Timestamps are ISO strings: compared as plain strings, which is many times faster than
// `localeCompare` over thousands of rows.
const ascending = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** Rows by their last change, the latest first; each row's key read once, not per comparison. */
const newestFirst = (list: readonly Row[]) =>
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

/** KitLink's calls (docs/backend.md, "KitLink"), enforcing the state tables. */
export const handlers = [
  withParticipantPrivacy([
    // The working day is in place before any read of orders or kits, through whichever call.
    http.all(/\/api\/(orders|kits)(\/|$)/, () => {
      prepareDay();
    }),
    http.get(`${BASE}/overview`, ({ request }) => {
      prepareDay();
      const q = new URL(request.url).searchParams;
      const orders = rows('orders').filter(sharedFilter(q, (r) => r.lab_id));
      const kits = rows('kits').filter(sharedFilter(q, kitLabId));
      const shownOrders = newestFirst(orders.filter(byState(q.get('order_status'))));
      const shownKits = newestFirst(kits.filter(byState(q.get('kit_status'))));
      // Sorted and sliced before any row is dressed with names: thousands may be waiting.
      const approvals = orders
        .filter((o) => o.status === 'requested')
        .map((row) => ({ row, at: requestedAt(row) }))
        .sort((a, b) => ascending(a.at, b.at));
      const assays = rows('assays').filter((a) => !q.get('lab_id') || String(a.lab_id) === q.get('lab_id'));
      const stuck = needingAttention(orders, kits, Date.now());
      const perAssay = kitsPerAssay();
      return ok({
        counts: {
          orders: countBy(ORDER_STATES, orders, orderState),
          kits: countBy(KIT_STATES, kits, kitState),
        },
        approvals: { rows: approvals.slice(0, QUEUE).map((a) => orderRow(a.row)), total: approvals.length },
        orders: { rows: shownOrders.slice(0, PAGE).map(orderRow), total: shownOrders.length },
        kits: { rows: shownKits.slice(0, PAGE).map(kitRow), total: shownKits.length },
        assays: { rows: assays.slice(0, PAGE).map((a) => assayRow(a, perAssay)), total: assays.length },
        attention: { rows: stuck.slice(0, PAGE).map(attentionRow), total: stuck.length },
        consignments: inTransit(),
        studies: rows('studies').map((s) => ({ id: s.id, name: str(s.title) })),
        labs: rows('laboratories').map((l) => ({ id: l.id, name: str(l.name) })),
      });
    }),
    http.get(`${BASE}/orders/:id`, ({ params }) => {
      prepareDay();
      const row = find('orders', String(params.id));
      return row ? ok(orderDetail(row)) : notFound('Order');
    }),
    http.get(`${BASE}/kits/:id`, ({ params }) => {
      prepareDay();
      const row = find('kits', String(params.id));
      return row ? ok(kitDetail(row)) : notFound('Kit');
    }),
    http.get(`${BASE}/assays/:id`, ({ params }) => {
      prepareDay();
      const row = find('assays', String(params.id));
      if (!row) return notFound('Assay');
      const kits = rows('kits').filter((k) => String(k.assay_id) === String(row.id));
      return ok({
        ...assayRow(row),
        kits: newestFirst(kits).slice(0, PAGE).map(kitRow),
        kit_counts: countBy(KIT_STATES, kits, kitState),
      });
    }),
    ...countHandlers,
    ...transitionHandlers,
    ...batchHandlers,
    ...receiveHandlers,
  ]),
];
