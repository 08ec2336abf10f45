import { http } from 'msw';
import { find, insert, onResetDb, patch, rows } from '@/mocks/db';
import { accountByEmail } from '@/mocks/lib/accounts';
import { fail, isObject, notFound, nowIso, ok, readData, str, type Row } from '@/mocks/lib/respond';
import { identify } from '@/mocks/lib/tokens';
import { IDEMPOTENCY_HEADER } from './api';
import { kitState, orderState, prepareDay, record, timelineOf } from './mock-day';
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

/**
 * Answers by idempotency key, kept from the moment a request arrives: a repeat, even one sent
 * while the first is still being handled, gets the first answer and changes nothing.
 */
const answered = new Map<string, Promise<Response>>();
onResetDb(() => answered.clear());

const byStudy = (studyId: string | null) => (r: Row) => !studyId || String(r.study_id) === studyId;
const byState = (state: string | null) => (r: Row) => !state || r.status === state;
const newestFirst = (a: Row, b: Row) => str(b.updated_at).localeCompare(str(a.updated_at));

function orderDetail(row: Row) {
  const kits = rows('kits').filter((k) => String(k.order_id) === String(row.id));
  return { ...orderRow(row), timeline: timelineOf('order', row.id), kits: kits.map(kitRow) };
}

function kitDetail(row: Row) {
  const consignment =
    row.consignment_id == null ? undefined : find('consignments', String(row.consignment_id));
  const assay = row.assay_id == null ? undefined : find('assays', String(row.assay_id));
  const user = row.user_id == null ? undefined : find('users', String(row.user_id));
  return {
    ...kitRow(row),
    timeline: timelineOf('kit', row.id),
    assay: assay ? { id: assay.id as number, name: str(assay.name) } : null,
    consignment: consignment ? { id: consignment.id as number, reference: str(consignment.reference) } : null,
    participant: user ? { id: user.id as number, name: str(user.fullname) } : null,
  };
}

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
  return http.post(`${BASE}/${entity}/:id/transitions`, async ({ request, params }) => {
    prepareDay();
    const key = request.headers.get(IDEMPOTENCY_HEADER);
    if (!key) return apply(request, String(params.id));
    let answer = answered.get(key);
    if (!answer) {
      answer = apply(request, String(params.id));
      answered.set(key, answer);
    }
    return (await answer).clone();
  });
}

const ADDRESS_FIELDS = ['line1', 'city', 'postcode', 'country'] as const;

async function createOrderAnswer(request: Request): Promise<Response> {
  const who = identify(request);
  if (who.state !== 'valid') return fail(401, 'Unauthenticated');
  const data = await readData(request);
  const address = isObject(data.shipping_address) ? data.shipping_address : {};
  const errors: Record<string, string> = {};
  if (!find('studies', str(data.study_id))) errors.study_id = 'is not a known study';
  if (!find('users', str(data.user_id))) errors.user_id = 'is not a known participant';
  if (!str(data.kit_type)) errors.kit_type = 'is a required field';
  for (const f of ADDRESS_FIELDS)
    if (!str(address[f]).trim()) errors[`shipping_address.${f}`] = 'is a required field';
  if (Object.keys(errors).length > 0) return fail(422, 'The order is incomplete.', errors);
  const at = nowIso();
  const row = insert('orders', {
    status: ORDER_TABLE.initial,
    study_id: data.study_id,
    user_id: data.user_id,
    shipping_address: address,
    provider: 'KitLink',
    ordered_at: at,
    created_at: at,
    updated_at: at,
  });
  const order = patch('orders', row, { order_number: `ORD-${String(row.id).padStart(4, '0')}` });
  const by = accountByEmail(who.claims.user_email)?.fullname ?? who.claims.user_email;
  record('order', order.id, { at, by, action: 'create', from: null, to: ORDER_TABLE.initial, note: '' });
  return ok({ ...orderDetail(order), kit_type: str(data.kit_type) }, { status: 201 });
}

/** KitLink's calls (src/data/API.md, "KitLink"), enforcing the state tables. */
export const handlers = [
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
  http.post(`${BASE}/orders`, async ({ request }) => {
    prepareDay();
    const key = request.headers.get(IDEMPOTENCY_HEADER);
    if (!key) return createOrderAnswer(request);
    let answer = answered.get(key);
    if (!answer) {
      answer = createOrderAnswer(request);
      answered.set(key, answer);
    }
    return (await answer).clone();
  }),
  transitionHandler('orders'),
  transitionHandler('kits'),
];
