import { http } from 'msw';
import { find, rows } from '@/mocks/db';
import { notFound, ok, str, type Row } from '@/mocks/lib/respond';
import { batchHandlers } from './mock-batch';
import { countHandlers } from './mock-counts';
import { kitState, named, orderState, prepareDay } from './mock-day';
import { inTransit, receiveHandlers } from './mock-receive';
import { assayRow, countBy, kitLabId, kitRow, orderRow } from './mock-rows';
import { transitionHandlers } from './mock-transitions';
import { kitDetail, orderDetail } from './mock-writes';
import { attentionReason } from './rules';
import { KIT_STATES, ORDER_STATES } from './states';
import type { AttentionRow } from './types';

const PAGE = 50;
const QUEUE = 20;
const BASE = '/api/admin/kitlink';

const newestFirst = (a: Row, b: Row) => str(b.updated_at).localeCompare(str(a.updated_at));
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

function attention(orders: readonly Row[], kits: readonly Row[], now: number): AttentionRow[] {
  const out: AttentionRow[] = [];
  const add = (subject: 'order' | 'kit', r: Row, status: string, label: string, lab: unknown) => {
    const since = str(r.updated_at);
    const why = attentionReason(subject, status, since, now);
    if (why)
      out.push({
        id: `${subject}-${String(r.id)}`,
        subject,
        subject_id: r.id as number,
        label,
        status,
        since,
        why,
        study: named('studies', r.study_id, 'title'),
        lab: named('laboratories', lab, 'name'),
      });
  };
  for (const o of orders) add('order', o, orderState(o), str(o.order_number), o.lab_id);
  for (const k of kits) add('kit', k, kitState(k), str(k.barcode), kitLabId(k));
  return out.sort((a, b) => a.since.localeCompare(b.since));
}

/** KitLink's calls (src/data/API.md, "KitLink"), enforcing the state tables. */
export const handlers = [
  // The working day is in place before any read of orders or kits, through whichever call.
  http.all(/\/api\/(orders|kits)(\/|$)/, () => {
    prepareDay();
  }),
  http.get(`${BASE}/overview`, ({ request }) => {
    prepareDay();
    const q = new URL(request.url).searchParams;
    const orders = rows('orders').filter(sharedFilter(q, (r) => r.lab_id));
    const kits = rows('kits').filter(sharedFilter(q, kitLabId));
    const shownOrders = orders.filter(byState(q.get('order_status'))).sort(newestFirst);
    const shownKits = kits.filter(byState(q.get('kit_status'))).sort(newestFirst);
    const approvals = orders.filter((o) => o.status === 'requested').map(orderRow);
    approvals.sort((a, b) => a.ordered_at.localeCompare(b.ordered_at));
    const assays = rows('assays').filter((a) => !q.get('lab_id') || String(a.lab_id) === q.get('lab_id'));
    const stuck = attention(orders, kits, Date.now());
    return ok({
      counts: {
        orders: countBy(ORDER_STATES, orders, orderState),
        kits: countBy(KIT_STATES, kits, kitState),
      },
      approvals: { rows: approvals.slice(0, QUEUE), total: approvals.length },
      orders: { rows: shownOrders.slice(0, PAGE).map(orderRow), total: shownOrders.length },
      kits: { rows: shownKits.slice(0, PAGE).map(kitRow), total: shownKits.length },
      assays: { rows: assays.slice(0, PAGE).map(assayRow), total: assays.length },
      attention: { rows: stuck.slice(0, PAGE), total: stuck.length },
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
      kits: kits.sort(newestFirst).slice(0, PAGE).map(kitRow),
      kit_counts: countBy(KIT_STATES, kits, kitState),
    });
  }),
  ...countHandlers,
  ...transitionHandlers,
  ...batchHandlers,
  ...receiveHandlers,
];
