import { http } from 'msw';
import { find, patch } from '@/mocks/db';
import { accountByEmail } from '@/mocks/lib/accounts';
import { fail, nowIso, ok, readData, str, type Row } from '@/mocks/lib/respond';
import { identify } from '@/mocks/lib/tokens';
import { kitState, orderState, record } from './day';
import { orderRow } from './rows';
import { kitDetail, once, orderDetail } from './writes';
import { checkTransition, KIT_TABLE, ORDER_TABLE, type Refusal } from '@/domain/kit-states';

// Transitions in the mock: one order or kit, or one action on many orders; the table decides.

const BASE = '/api/admin/kitlink';

export const REFUSALS: Record<Refusal, string> = {
  unknown_action: 'This action does not exist.',
  not_from_state: 'This action is not allowed in the current state.',
  not_permitted: 'You may not perform this action.',
  note_required: 'A reason is required.',
};

const STATUS: Record<Refusal, number> = {
  unknown_action: 409,
  not_from_state: 409,
  not_permitted: 403,
  note_required: 422,
};

type Applied = { ok: true; row: Row } | { ok: false; refusal: Refusal };

/** Applies `action` to `row` if the table allows it to `by` holding `held`, recording it. */
export function applyTransition(
  entity: 'orders' | 'kits',
  row: Row,
  action: string,
  note: string,
  by: string,
  held: readonly string[],
): Applied {
  const table = entity === 'orders' ? ORDER_TABLE : KIT_TABLE;
  const from = entity === 'orders' ? orderState(row) : kitState(row);
  const check = checkTransition<string>(table, from, action, held, note);
  if (!check.ok) return check;
  const at = nowIso();
  const { to } = check.transition;
  const next = patch(entity, row, { status: to, updated_at: at });
  record(table.subject, row.id, { at, by, action, from, to, note: note.trim() });
  return { ok: true, row: next };
}

/** The signed-in caller's name and permissions, or the 401 to answer. */
export function caller(request: Request): { by: string; held: string[] } | Response {
  const who = identify(request);
  if (who.state !== 'valid') return fail(401, 'Unauthenticated');
  const by = accountByEmail(who.claims.user_email)?.fullname ?? who.claims.user_email;
  return { by, held: who.claims.permissions };
}

function single(entity: 'orders' | 'kits') {
  const apply = async (request: Request, id: string): Promise<Response> => {
    const who = caller(request);
    if (who instanceof Response) return who;
    const row = find(entity, id);
    if (!row) return fail(404, `${entity === 'orders' ? 'Order' : 'Kit'} not found`);
    const { action, note } = await readData(request);
    const done = applyTransition(entity, row, str(action), str(note), who.by, who.held);
    if (!done.ok) {
      const errors = done.refusal === 'note_required' ? { note: 'is a required field' } : undefined;
      return fail(STATUS[done.refusal], REFUSALS[done.refusal], errors);
    }
    return ok(entity === 'orders' ? orderDetail(done.row) : kitDetail(done.row));
  };
  return http.post(`${BASE}/${entity}/:id/transitions`, ({ request, params }) =>
    once(request, () => apply(request, String(params.id))),
  );
}

/** One action on many orders: each applied or refused on its own, all answered together. */
async function bulk(request: Request): Promise<Response> {
  const who = caller(request);
  if (who instanceof Response) return who;
  const { action, note, ids } = await readData(request);
  if (!Array.isArray(ids) || ids.length === 0)
    return fail(422, 'Choose one order or more.', { ids: 'is empty' });
  const done: ReturnType<typeof orderRow>[] = [];
  const failed: { id: unknown; order_number: string; message: string }[] = [];
  for (const id of ids) {
    const row = find('orders', String(id));
    if (!row) {
      failed.push({ id, order_number: '', message: 'Order not found' });
      continue;
    }
    const applied = applyTransition('orders', row, str(action), str(note), who.by, who.held);
    if (applied.ok) done.push(orderRow(applied.row));
    else failed.push({ id, order_number: str(row.order_number), message: REFUSALS[applied.refusal] });
  }
  return ok({ done, failed });
}

export const transitionHandlers = [
  http.post(`${BASE}/orders/transitions`, ({ request }) => once(request, () => bulk(request))),
  single('orders'),
  single('kits'),
];
