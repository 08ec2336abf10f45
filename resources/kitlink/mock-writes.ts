import { find, insert, onResetDb, patch, rows } from '@/mocks/db';
import { accountByEmail } from '@/mocks/lib/accounts';
import { fail, isObject, nowIso, ok, readData, str, type Row } from '@/mocks/lib/respond';
import { identify } from '@/mocks/lib/tokens';
import { IDEMPOTENCY_HEADER } from './api';
import { prepareDay, record, timelineOf } from './mock-day';
import { kitRow, orderRow } from './mock-rows';
import { ORDER_TABLE } from './states';

// The mock's writes beside the transitions: order and kit details, creating an order, and the
// idempotency every write honours.

/**
 * Answers by idempotency key, kept from the moment a request arrives: a repeat, even one sent
 * while the first is still being handled, gets the first answer and changes nothing.
 */
const answered = new Map<string, Promise<Response>>();
onResetDb(() => answered.clear());

/** Runs `apply` once per idempotency key; every request with that key gets its answer. */
export async function once(request: Request, apply: () => Promise<Response>): Promise<Response> {
  prepareDay();
  const key = request.headers.get(IDEMPOTENCY_HEADER);
  if (!key) return apply();
  let answer = answered.get(key);
  if (!answer) {
    answer = apply();
    answered.set(key, answer);
  }
  return (await answer).clone();
}

export function orderDetail(row: Row) {
  const kits = rows('kits').filter((k) => String(k.order_id) === String(row.id));
  return { ...orderRow(row), timeline: timelineOf('order', row.id), kits: kits.map(kitRow) };
}

export function kitDetail(row: Row) {
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

const ADDRESS_FIELDS = ['line1', 'city', 'postcode', 'country'] as const;

export async function createOrderAnswer(request: Request): Promise<Response> {
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
