import { http } from 'msw';
import { find, insert, patch, rows } from '@/mocks/db';
import { fail, isObject, nowIso, ok, readData, str, type Row } from '@/mocks/lib/respond';
import { FIRST_PARTICIPANT, orderState, record } from './day';
import { orderRow } from './rows';
import { caller } from './transitions';
import { once } from './writes';
import { addressProblems, ADDRESS_FIELDS } from '../rules';
import { KIT_TABLE, ORDER_TABLE } from '@/domain/kit-states';
import type { Address, CheckedParticipant } from '../types';

// Creating orders in the mock: pasted participants checked one by one, then one order per
// participant in a single request, each participant failing or succeeding on its own.

const BASE = '/api/admin/kitlink';

const toAddress = (v: unknown): Address | null => {
  if (!isObject(v)) return null;
  return { line1: str(v.line1), city: str(v.city), postcode: str(v.postcode), country: str(v.country) };
};

function check(entry: string): CheckedParticipant {
  const user = entry.includes('@')
    ? rows('users').find((u) => str(u.email).toLowerCase() === entry.toLowerCase())
    : find('users', entry);
  if (!user) return { entry, participant: null, problem: 'unknown' };
  if (Number(user.id) < FIRST_PARTICIPANT) return { entry, participant: null, problem: 'not_a_participant' };
  return {
    entry,
    participant: {
      id: String(user.id),
      name: str(user.fullname),
      email: str(user.email),
      shipping_address: toAddress(user.shipping_address),
    },
    problem: null,
  };
}

const OPEN = new Set(['requested', 'approved', 'placed', 'shipped']);

function why(user: Row | undefined, address: Address | null, studyId: string): string | null {
  if (!user) return 'This participant is not known.';
  if (Number(user.id) < FIRST_PARTICIPANT) return 'This account is staff, not a participant.';
  const open = rows('orders').find(
    (o) => String(o.user_id) === String(user.id) && String(o.study_id) === studyId && OPEN.has(orderState(o)),
  );
  if (open) return `Already has an open order in this study (${str(open.order_number)}).`;
  if (!address || Object.keys(addressProblems(address)).length > 0)
    return 'The shipping address is incomplete or its postcode is not valid.';
  return null;
}

async function createBatch(request: Request): Promise<Response> {
  const who = caller(request);
  if (who instanceof Response) return who;
  const data = await readData(request);
  const errors: Record<string, string> = {};
  if (!find('studies', str(data.study_id))) errors.study_id = 'is not a known study';
  if (!find('laboratories', str(data.lab_id))) errors.lab_id = 'is not a known laboratory';
  if (!str(data.kit_type)) errors.kit_type = 'is a required field';
  const list = Array.isArray(data.participants) ? data.participants.filter(isObject) : [];
  if (list.length === 0) errors.participants = 'is empty';
  const assays = Array.isArray(data.assay_ids) ? [...new Set(data.assay_ids.map(String))] : [];
  const unknown = assays.filter((id) => !find('assays', id));
  if (unknown.length > 0) errors.assay_ids = `names no assay: ${unknown.join(', ')}`;
  if (Object.keys(errors).length > 0) return fail(422, 'The order is incomplete.', errors);
  const created: ReturnType<typeof orderRow>[] = [];
  const failed: { user_id: string; message: string }[] = [];
  for (const item of list) {
    const userId = str(item.user_id);
    const address = toAddress(item.shipping_address);
    const problem = why(find('users', userId), address, str(data.study_id));
    if (problem) {
      failed.push({ user_id: userId, message: problem });
      continue;
    }
    created.push(orderRow(placeOne(data, userId, address!, assays, who.by)));
  }
  return ok({ created, failed }, { status: created.length > 0 ? 201 : 422 });
}

/**
 * One order for a participant, with one kit per assay ticked (each kit is tested for its assay; a
 * kit with no assay named when none was): every assay of the order is kept, none dropped.
 */
function placeOne(data: Row, userId: string, address: Address, assayIds: readonly string[], by: string): Row {
  const at = nowIso();
  const row = insert('orders', {
    status: ORDER_TABLE.initial,
    study_id: data.study_id,
    lab_id: data.lab_id,
    user_id: userId,
    shipping_address: Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, address[f].trim()])),
    provider: 'KitLink',
    ordered_at: at,
    created_at: at,
    updated_at: at,
  });
  const order = patch('orders', row, { order_number: `ORD-${String(row.id).padStart(4, '0')}` });
  record('order', order.id, { at, by, action: 'create', from: null, to: ORDER_TABLE.initial, note: '' });
  for (const assayId of assayIds.length > 0 ? assayIds : [null]) {
    const kit = insert('kits', {
      status: KIT_TABLE.initial,
      kit_type: data.kit_type,
      study_id: data.study_id,
      order_id: order.id,
      assay_id: assayId,
      user_id: userId,
      created_at: at,
      updated_at: at,
    });
    const barcode = `KIT-${String(kit.id).padStart(4, '0')}`;
    patch('kits', kit, { barcode });
    record('kit', kit.id, { at, by, action: 'create', from: null, to: KIT_TABLE.initial, note: '' });
  }
  return order;
}

export const batchHandlers = [
  http.post(`${BASE}/participants/check`, async ({ request }) => {
    const { entries } = await readData(request);
    const list = Array.isArray(entries) ? entries.map(String) : [];
    return ok(list.map(check));
  }),
  http.post(`${BASE}/orders/batch`, ({ request }) => once(request, () => createBatch(request))),
];
