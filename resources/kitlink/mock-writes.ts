import { find, onResetDb, rows } from '@/mocks/db';
import { str, type Row } from '@/mocks/lib/respond';
import { IDEMPOTENCY_HEADER } from './api';
import { prepareDay, timelineOf } from './mock-day';
import { kitLabId, kitRow, named, orderRow } from './mock-rows';

// The order and kit details the mock answers with, and the idempotency every write honours.

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
    lab: named('laboratories', kitLabId(row), 'name'),
  };
}
