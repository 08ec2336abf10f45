import { rows } from '@/mocks/db';
import type { Row } from '@/mocks/lib/respond';
import { kitState, orderState, timelineOf } from './day';
import type { AssayRow, KitRow, OrderRow } from '../types';

// How the mock presents db rows on KitLink's wire: references resolved to names.

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * Where in its table the first row with each value of a field sits. Positions survive the db's
 * writes (a patch replaces a row in its place, an insert or a removal changes the length and
 * rebuilds the index), and every hit is checked against the row found. With 10,000 kits
 * and users, resolving a page of rows this way takes microseconds instead of a scan per row.
 */
interface Positions {
  table: Row[];
  length: number;
  at: Map<string, number>;
}

const positions = new Map<string, Positions>();

function index(name: string, field: string): Positions {
  const table = rows(name);
  const at = new Map<string, number>();
  table.forEach((r, i) => {
    const v = String(r[field]);
    if (!at.has(v)) at.set(v, i);
  });
  const made = { table, length: table.length, at };
  positions.set(`${name}.${field}`, made);
  return made;
}

/** The first row of `name` whose `field` is `value`. */
export function lookup(name: string, field: string, value: unknown): Row | undefined {
  if (value === null || value === undefined) return undefined;
  const key = String(value);
  const known = positions.get(`${name}.${field}`);
  const current = known && known.table === rows(name) && known.length === known.table.length;
  const found = (p: Positions) => {
    const at = p.at.get(key);
    const row = at === undefined ? undefined : p.table[at];
    return row && String(row[field]) === key ? row : undefined;
  };
  if (current && !known.at.has(key)) return undefined;
  return (current ? found(known) : undefined) ?? found(index(name, field));
}

/** A reference resolved to its name, through the index. */
export const named = (entity: string, id: unknown, field: string) => {
  const row = lookup(entity, 'id', id);
  return row ? { id: row.id as number | string, name: str(row[field]) } : null;
};

/** The kit type an order asked for: that of its first kit. */
function kitTypeOf(orderId: unknown): string | null {
  const kit = lookup('kits', 'order_id', orderId);
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
  const orderRowFound = lookup('orders', 'id', order);
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

/** How many kits each assay has, counted in one pass. */
export function kitsPerAssay(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const k of rows('kits')) counts.set(String(k.assay_id), (counts.get(String(k.assay_id)) ?? 0) + 1);
  return counts;
}

export function assayRow(row: Row, kitCounts = kitsPerAssay()): AssayRow {
  return {
    id: row.id as number,
    name: str(row.name),
    code: str(row.code),
    lab: named('laboratories', row.lab_id, 'name'),
    sample_type: str(row.sample_type) || null,
    turnaround_days: typeof row.turnaround_days === 'number' ? row.turnaround_days : null,
    kit_count: kitCounts.get(String(row.id)) ?? 0,
  };
}

export function countBy<S extends string>(states: readonly S[], list: readonly Row[], of: (r: Row) => S) {
  const counts = Object.fromEntries(states.map((s) => [s, 0])) as Record<S, number>;
  for (const r of list) counts[of(r)] += 1;
  return counts;
}

/** The lab a kit goes to: its consignment's, else its assay's. */
export function kitLabId(row: Row): unknown {
  const consignment = lookup('consignments', 'id', row.consignment_id);
  if (consignment) return consignment.lab_id;
  return lookup('assays', 'id', row.assay_id)?.lab_id ?? null;
}
