import { http } from 'msw';
import { find, patch, rows } from '@/mocks/db';
import { fail, nowIso, notFound, ok, readData, str, type Row } from '@/mocks/lib/respond';
import { kitState, prepareDay } from './day';
import { kitRow, lookup, named } from './rows';
import { applyTransition, caller, REFUSALS } from './transitions';
import { once } from './writes';
import { normaliseBarcode, scanOutcome } from '../rules';
import type { ConsignmentRow, Tally } from '../types';

// Receiving at the lab in the mock: a consignment's packing list and tally, and each scan.

const BASE = '/api/admin/kitlink';
const RECEIVED = new Set(['received', 'processed', 'failed']);

const kitsOf = (consignmentId: unknown) =>
  rows('kits').filter((k) => String(k.consignment_id) === String(consignmentId));

export function tally(consignmentId: unknown): Tally {
  const kits = kitsOf(consignmentId);
  return { expected: kits.length, received: kits.filter((k) => RECEIVED.has(kitState(k))).length };
}

export function consignmentRow(row: Row): ConsignmentRow {
  return {
    id: row.id as number,
    reference: str(row.reference),
    lab: named('laboratories', row.lab_id, 'name'),
    dispatched_at: str(row.dispatched_at),
    tally: tally(row.id),
  };
}

/** Consignments on their way, the latest dispatched first. */
export function inTransit(): ConsignmentRow[] {
  return rows('consignments')
    .filter((c) => c.status === 'dispatched')
    .map(consignmentRow)
    .sort((a, b) => b.dispatched_at.localeCompare(a.dispatched_at));
}

async function scan(request: Request, consignmentId: string): Promise<Response> {
  const who = caller(request);
  if (who instanceof Response) return who;
  const consignment = find('consignments', consignmentId);
  if (!consignment) return notFound('Consignment');
  const barcode = normaliseBarcode(str((await readData(request)).barcode));
  const kit =
    lookup('kits', 'barcode', barcode) ?? rows('kits').find((k) => str(k.barcode).toUpperCase() === barcode);
  const outcome = scanOutcome(
    kit && { status: kitState(kit), consignment_id: kit.consignment_id },
    consignmentId,
  );
  let shown = kit;
  if (outcome === 'received' && kit) {
    const applied = applyTransition('kits', kit, 'receive', '', who.by, who.held);
    if (!applied.ok) return fail(403, REFUSALS[applied.refusal]);
    shown = applied.row;
  }
  const now = tally(consignmentId);
  if (outcome === 'received' && now.received === now.expected)
    patch('consignments', consignment, { status: 'received', received_at: nowIso() });
  const other =
    outcome === 'other_consignment' && kit?.consignment_id != null
      ? find('consignments', String(kit.consignment_id))
      : undefined;
  return ok({
    outcome,
    barcode,
    kit: shown ? kitRow(shown) : null,
    consignment: other ? { id: other.id, reference: str(other.reference) } : null,
    tally: now,
  });
}

export const receiveHandlers = [
  http.get(`${BASE}/consignments/:id`, ({ params }) => {
    prepareDay();
    const row = find('consignments', String(params.id));
    if (!row) return notFound('Consignment');
    const kits = kitsOf(row.id).sort((a, b) => str(a.barcode).localeCompare(str(b.barcode)));
    return ok({ ...consignmentRow(row), kits: kits.map(kitRow) });
  }),
  http.post(`${BASE}/consignments/:id/scans`, ({ request, params }) =>
    once(request, () => scan(request, String(params.id))),
  ),
];
