import { PERM } from '@/auth/permission-names';

/**
 * The order and kit life cycles, written once. The orders and kits schemas take their status
 * choices from here, and every KitLink screen, action and mock rule reads these tables: only a
 * transition listed here is offered, sent or accepted.
 */

export interface Transition<S extends string> {
  action: string;
  from: readonly S[];
  to: S;
  /** The permission that may perform it (perm.superuser may perform every one). */
  permission: string;
  /** Asks before it is sent; a note (the reason) is required. */
  destructive: boolean;
}

export interface StateTable<S extends string> {
  subject: 'order' | 'kit';
  states: readonly S[];
  initial: S;
  transitions: readonly Transition<S>[];
}

export const ORDER_STATES = [
  'requested',
  'approved',
  'rejected',
  'placed',
  'shipped',
  'delivered',
  'sample_returned',
  'results_ready',
  'cancelled',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export const KIT_STATES = [
  'created',
  'dispatched',
  'delivered',
  'activated',
  'returned',
  'received',
  'processed',
  'failed',
] as const;
export type KitState = (typeof KIT_STATES)[number];

const step = <S extends string>(
  action: string,
  from: readonly S[],
  to: S,
  permission: string,
  destructive = false,
): Transition<S> => ({ action, from, to, permission, destructive });

export const ORDER_TABLE: StateTable<OrderState> = {
  subject: 'order',
  states: ORDER_STATES,
  initial: 'requested',
  transitions: [
    step('approve', ['requested'], 'approved', PERM.orders),
    step('reject', ['requested'], 'rejected', PERM.orders, true),
    step('place', ['approved'], 'placed', PERM.orders),
    step('ship', ['placed'], 'shipped', PERM.kits),
    step('deliver', ['shipped'], 'delivered', PERM.kits),
    step('return_sample', ['delivered'], 'sample_returned', PERM.kits),
    step('report_results', ['sample_returned'], 'results_ready', PERM.kits),
    step('cancel', ['requested', 'approved', 'placed'], 'cancelled', PERM.orders, true),
  ],
};

export const KIT_TABLE: StateTable<KitState> = {
  subject: 'kit',
  states: KIT_STATES,
  initial: 'created',
  transitions: [
    step('dispatch', ['created'], 'dispatched', PERM.kits),
    step('deliver', ['dispatched'], 'delivered', PERM.kits),
    step('activate', ['delivered'], 'activated', PERM.kits),
    step('return', ['activated'], 'returned', PERM.kits),
    step('receive', ['returned'], 'received', PERM.kits),
    step('process', ['received'], 'processed', PERM.kits),
    step('fail', ['received'], 'failed', PERM.kits, true),
  ],
};

export type AnyTable = StateTable<OrderState> | StateTable<KitState>;

export const isState = <S extends string>(table: StateTable<S>, value: unknown): value is S =>
  typeof value === 'string' && (table.states as readonly string[]).includes(value);

/** The transitions leaving `from` that someone holding `held` may perform, in table order. */
export function allowedTransitions<S extends string>(
  table: StateTable<S>,
  from: S,
  held: readonly string[],
): Transition<S>[] {
  return table.transitions.filter(
    (t) => t.from.includes(from) && (held.includes(PERM.superuser) || held.includes(t.permission)),
  );
}

export type Refusal = 'unknown_action' | 'not_from_state' | 'not_permitted' | 'note_required';

/** Why `action` may not be performed from `from` by `held` (with `note`), or the transition. */
export function checkTransition<S extends string>(
  table: StateTable<S>,
  from: S,
  action: string,
  held: readonly string[],
  note = '',
): { ok: true; transition: Transition<S> } | { ok: false; refusal: Refusal } {
  const transition = table.transitions.find((t) => t.action === action);
  if (!transition) return { ok: false, refusal: 'unknown_action' };
  if (!transition.from.includes(from)) return { ok: false, refusal: 'not_from_state' };
  if (!allowedTransitions(table, from, held).includes(transition))
    return { ok: false, refusal: 'not_permitted' };
  if (transition.destructive && note.trim() === '') return { ok: false, refusal: 'note_required' };
  return { ok: true, transition };
}
