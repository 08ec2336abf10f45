import { find, rows } from '@/mocks/db';
import { once as onceByKey } from '@/mocks/lib/once';
import { str, type Row } from '@/mocks/lib/respond';
import { prepareDay, timelineOf } from './day';
import { resultsOf } from './results';
import { kitLabId, kitRow, named, orderRow } from './rows';

// The order and kit details the mock answers with, and the idempotency every write honours.

/** Runs `apply` once per idempotency key, on the day's logistics (`@/mocks/lib/once`). */
export function once(request: Request, apply: () => Promise<Response>): Promise<Response> {
  prepareDay();
  return onceByKey(request, apply);
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
    results: resultsOf(row, assay ? str(assay.sample_type) : undefined),
  };
}
