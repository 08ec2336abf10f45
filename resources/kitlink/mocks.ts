import { http } from 'msw';
import { find, patch, rows } from '@/mocks/db';
import { accountByEmail } from '@/mocks/lib/accounts';
import { fail, notFound, nowIso, ok, readData, str, type Row } from '@/mocks/lib/respond';
import { identify } from '@/mocks/lib/tokens';
import { kitState, orderState, prepareDay, record } from './mock-day';
import { createOrderAnswer, kitDetail, once, orderDetail } from './mock-writes';
import { assayRow, countBy, kitRow, orderRow } from './mock-rows';
import { checkTransition, KIT_STATES, KIT_TABLE, ORDER_STATES, ORDER_TABLE, type Refusal } from './states';

const PAGE = 50;
const QUEUE = 20;
const BASE = '/api/admin/kitlink';

const REFUSALS: Record<Refusal, string> = {
  unknown_action: 'This action does not exist.',
  not_from_state: 'This action is not allowed in the current state.',
  not_permitted: 'You may not perform this action.',
  note_required: 'A reason is required.',
};

const byStudy = (studyId: string | null) => (r: Row) => !studyId || String(r.study_id) === studyId;
const byState = (state: string | null) => (r: Row) => !state || r.status === state;
const newestFirst = (a: Row, b: Row) => str(b.updated_at).localeCompare(str(a.updated_at));

function transitionHandler(entity: 'orders' | 'kits') {
  const table = entity === 'orders' ? ORDER_TABLE : KIT_TABLE;
  const apply = async (request: Request, id: string): Promise<Response> => {
    const who = identify(request);
    if (who.state !== 'valid') return fail(401, 'Unauthenticated');
    const row = find(entity, id);
    if (!row) return notFound(entity === 'orders' ? 'Order' : 'Kit');
    const { action, note } = await readData(request);
    const from = entity === 'orders' ? orderState(row) : kitState(row);
    const check = checkTransition<string>(table, from, str(action), who.claims.permissions, str(note));
    if (!check.ok) {
      return check.refusal === 'note_required'
        ? fail(422, REFUSALS.note_required, { note: 'is a required field' })
        : fail(check.refusal === 'not_permitted' ? 403 : 409, REFUSALS[check.refusal]);
    }
    const at = nowIso();
    const { to } = check.transition;
    const next = patch(entity, row, { status: to, updated_at: at });
    const by = accountByEmail(who.claims.user_email)?.fullname ?? who.claims.user_email;
    record(table.subject, row.id, {
      at,
      by,
      action: check.transition.action,
      from,
      to,
      note: str(note).trim(),
    });
    return ok(entity === 'orders' ? orderDetail(next) : kitDetail(next));
  };
  return http.post(`${BASE}/${entity}/:id/transitions`, ({ request, params }) =>
    once(request, () => apply(request, String(params.id))),
  );
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
    const study = byStudy(q.get('study_id'));
    const orders = rows('orders').filter(study);
    const kits = rows('kits').filter(study);
    const shownOrders = orders.filter(byState(q.get('order_status'))).sort(newestFirst);
    const shownKits = kits.filter(byState(q.get('kit_status'))).sort(newestFirst);
    const approvals = orders.filter((o) => o.status === 'requested').map(orderRow);
    approvals.sort((a, b) => a.ordered_at.localeCompare(b.ordered_at));
    const queue = { rows: approvals.slice(0, QUEUE), total: approvals.length };
    const assays = rows('assays');
    return ok({
      counts: {
        orders: countBy(ORDER_STATES, orders, orderState),
        kits: countBy(KIT_STATES, kits, kitState),
      },
      approvals: queue,
      orders: { rows: shownOrders.slice(0, PAGE).map(orderRow), total: shownOrders.length },
      kits: { rows: shownKits.slice(0, PAGE).map(kitRow), total: shownKits.length },
      assays: { rows: assays.slice(0, PAGE).map(assayRow), total: assays.length },
      studies: rows('studies').map((s) => ({ id: s.id, name: str(s.title) })),
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
  http.post(`${BASE}/orders`, ({ request }) => once(request, () => createOrderAnswer(request))),
  transitionHandler('orders'),
  transitionHandler('kits'),
];
