import { find, rows } from '@/mocks/db';
import type { Row } from '@/mocks/lib/respond';
import { kitState, named, orderState, timelineOf } from './mock-day';
import type { AssayRow, KitRow, OrderRow } from './types';

// How the mock presents db rows on KitLink's wire: references resolved to names.

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** The kit type an order asked for: that of its first kit. */
function kitTypeOf(orderId: unknown): string | null {
  const kit = rows('kits').find((k) => String(k.order_id) === String(orderId));
  return kit ? str(kit.kit_type) || null : null;
}

export function orderRow(row: Row): OrderRow {
  const timeline = timelineOf('order', row.id);
  const noted = [...timeline].reverse().find((e) => e.note !== '');
  return {
    id: row.id as number,
    order_number: str(row.order_number),
    status: orderState(row),
    study: named('studies', row.study_id, 'title'),
    participant: named('users', row.user_id, 'fullname'),
    kit_type: kitTypeOf(row.id),
    lab: named('laboratories', row.lab_id, 'name'),
    provider: str(row.provider),
    ordered_at: timeline[0]?.at ?? str(row.ordered_at),
    reason: noted?.note ?? '',
  };
}

export function kitRow(row: Row): KitRow {
  const order = row.order_id === null || row.order_id === undefined ? undefined : row.order_id;
  const orderRowFound =
    order === undefined ? undefined : rows('orders').find((o) => String(o.id) === String(order));
  return {
    id: row.id as number,
    barcode: str(row.barcode),
    status: kitState(row),
    kit_type: str(row.kit_type) || null,
    study: named('studies', row.study_id, 'title'),
    order: orderRowFound
      ? { id: orderRowFound.id as number, order_number: str(orderRowFound.order_number) }
      : null,
    updated_at: str(row.updated_at),
  };
}

export function assayRow(row: Row): AssayRow {
  return {
    id: row.id as number,
    name: str(row.name),
    code: str(row.code),
    lab: named('laboratories', row.lab_id, 'name'),
    sample_type: str(row.sample_type) || null,
    turnaround_days: typeof row.turnaround_days === 'number' ? row.turnaround_days : null,
    kit_count: rows('kits').filter((k) => String(k.assay_id) === String(row.id)).length,
  };
}

export function countBy<S extends string>(states: readonly S[], list: readonly Row[], of: (r: Row) => S) {
  const counts = Object.fromEntries(states.map((s) => [s, 0])) as Record<S, number>;
  for (const r of list) counts[of(r)] += 1;
  return counts;
}

/** The lab a kit goes to: its consignment's, else its assay's. */
export function kitLabId(row: Row): unknown {
  const consignment =
    row.consignment_id == null ? undefined : find('consignments', String(row.consignment_id));
  if (consignment) return consignment.lab_id;
  const assay = row.assay_id == null ? undefined : find('assays', String(row.assay_id));
  return assay?.lab_id ?? null;
}
