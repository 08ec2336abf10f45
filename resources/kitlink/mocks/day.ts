import { asSeed, find, onResetDb, patch, rows } from '@/mocks/db';
import type { Row } from '@/mocks/lib/respond';
import { createRng, hash } from '@/mocks/lib/rng';
import {
  isState,
  KIT_TABLE,
  ORDER_TABLE,
  type AnyTable,
  type KitState,
  type OrderState,
} from '@/domain/kit-states';
import type { TimelineEntry } from '../types';

// The mock's working day: every seeded order and kit put in a state of its table, with the
// transitions that led there recorded by the staff who would have made them.

export const STAFF = [
  'Priya Shah',
  'Tom Okafor',
  'Grace Lindqvist',
  'Mateo Ruiz',
  'Aisha Rahman',
  'Ben Carter',
] as const;

const REASONS = [
  'Participant asked for a replacement kit',
  'First kit of the study visit',
  'Previous sample was insufficient',
  'Provider requested a repeat test',
  'Participant moved house',
] as const;

const ORDER_WEIGHTS: Record<OrderState, number> = {
  requested: 6,
  approved: 3,
  rejected: 1,
  placed: 3,
  shipped: 3,
  delivered: 3,
  sample_returned: 2,
  results_ready: 4,
  cancelled: 1,
};

const KIT_WEIGHTS: Record<KitState, number> = {
  created: 2,
  dispatched: 3,
  delivered: 3,
  activated: 2,
  returned: 2,
  received: 3,
  processed: 4,
  failed: 1,
};

const HOUR = 3_600_000;
const timelines = new Map<string, TimelineEntry[]>();
let prepared = false;

onResetDb(() => {
  timelines.clear();
  prepared = false;
});

function weighted<S extends string>(weights: Record<S, number>, r: number): S {
  const entries = Object.entries(weights) as [S, number][];
  let left = r * entries.reduce((n, [, w]) => n + w, 0);
  for (const [state, w] of entries) {
    left -= w;
    if (left < 0) return state;
  }
  return entries[0]![0];
}

/** The shortest sequence of actions from the table's initial state to `target`. */
export function pathTo(table: AnyTable, target: string): { action: string; from: string; to: string }[] {
  const queue: { state: string; path: { action: string; from: string; to: string }[] }[] = [
    { state: table.initial, path: [] },
  ];
  const seen = new Set([table.initial as string]);
  while (queue.length) {
    const { state, path } = queue.shift()!;
    if (state === target) return path;
    for (const t of table.transitions as readonly { action: string; from: readonly string[]; to: string }[]) {
      if (!t.from.includes(state) || seen.has(t.to)) continue;
      seen.add(t.to);
      queue.push({ state: t.to, path: [...path, { action: t.action, from: state, to: t.to }] });
    }
  }
  return [];
}

const key = (subject: string, id: unknown) => `${subject}:${String(id)}`;

export function history(table: AnyTable, id: unknown, target: string, now: number): TimelineEntry[] {
  const rng = createRng(hash(key(table.subject, id)));
  const steps = pathTo(table, target);
  // The latest step falls within today's working hours, or for one in eight some days ago (those
  // are the ones stuck in their state); earlier ones a day or two apart.
  const stale = rng.next() < 0.125;
  let at = now - (stale ? rng.int(3 * 24 * 60, 20 * 24 * 60) : rng.int(1, 9 * 60)) * 60_000;
  const entries: TimelineEntry[] = [];
  for (let i = steps.length - 1; i >= 0; i -= 1) {
    const s = steps[i]!;
    const destructive = table.transitions.find((t) => t.action === s.action)?.destructive ?? false;
    entries.unshift({
      at: new Date(at).toISOString(),
      by: rng.pick(STAFF),
      action: s.action,
      from: s.from,
      to: s.to,
      note: destructive ? rng.pick(REASONS) : '',
    });
    at -= rng.int(6, 40) * HOUR;
  }
  entries.unshift({
    at: new Date(at).toISOString(),
    by: table.subject === 'order' ? 'Participant' : rng.pick(STAFF),
    action: 'create',
    from: null,
    to: table.initial,
    note: table.subject === 'order' ? rng.pick(REASONS) : '',
  });
  return entries;
}

/** Seeds the working day once per db reset; cheap to call before every read. */
export function prepareDay(): void {
  asSeed(() => fillPrepareDay());
}

function fillPrepareDay(): void {
  if (prepared) return;
  prepared = true;
  const now = Date.now();
  for (const [name, table, weights] of [
    ['orders', ORDER_TABLE, ORDER_WEIGHTS],
    ['kits', KIT_TABLE, KIT_WEIGHTS],
  ] as const) {
    for (const row of rows(name).slice()) {
      const state = weighted<string>(weights, createRng(hash(`state:${name}:${String(row.id)}`)).next());
      const timeline = history(table, row.id, state, now);
      timelines.set(key(table.subject, row.id), timeline);
      // The orders list shows when an order was made: the start of its timeline.
      const made = name === 'orders' ? { ordered_at: timeline[0]!.at } : {};
      patch(name, row, { ...made, status: state, updated_at: timeline.at(-1)!.at });
    }
  }
  arrangeLogistics(now);
}

/** Puts a kit in `state` with the timeline that led there. */
export function setKit(row: Row, state: KitState, now: number, changes: Row = {}): void {
  const timeline = history(KIT_TABLE, row.id, state, now);
  timelines.set(key('kit', row.id), timeline);
  patch('kits', row, { ...changes, status: state, updated_at: timeline.at(-1)!.at });
}

export const timelineOf = (subject: string, id: unknown): TimelineEntry[] =>
  timelines.get(key(subject, id)) ?? [];

export function record(subject: string, id: unknown, entry: TimelineEntry): void {
  timelines.set(key(subject, id), [...timelineOf(subject, id), entry]);
}

export const orderState = (row: Row): OrderState =>
  isState(ORDER_TABLE, row.status) ? row.status : ORDER_TABLE.initial;
export const kitState = (row: Row): KitState =>
  isState(KIT_TABLE, row.status) ? row.status : KIT_TABLE.initial;

// Ties the seeded orders, kits and consignments together as one working day would: each order is
// a participant's, placed with a lab; its kits follow it; three consignments are on their way to
// a lab, one of them half received this morning.

/** Users below this id are the staff accounts and demo staff, never participants. */
export const FIRST_PARTICIPANT = 20;
const IN_TRANSIT = 3;
/** A consignment carries a van's worth of kits: more on a busier day (one kit in fifty). */
const kitsPerConsignment = () => Math.max(24, Math.round(rows('kits').length / 50));

const id = (v: unknown) => (v === null || v === undefined ? null : String(v));

export function arrangeLogistics(now: number): void {
  const users = rows('users').filter((u) => Number(u.id) >= FIRST_PARTICIPANT);
  const consignments = rows('consignments');
  const labOf = new Map(consignments.map((c) => [String(c.id), c.lab_id]));
  const rng = createRng(hash('kitlink-logistics'));
  const ordersById = new Map<string, Row>();
  const firstKit = new Map<string, Row>();
  for (const k of rows('kits')) {
    const order = id(k.order_id);
    if (order !== null && !firstKit.has(order)) firstKit.set(order, k);
  }
  for (const order of rows('orders').slice()) {
    const user = users[rng.int(0, users.length - 1)];
    const kit = firstKit.get(String(order.id));
    const lab = kit ? labOf.get(String(kit.consignment_id)) : undefined;
    const next = patch('orders', order, {
      user_id: order.user_id ?? user?.id ?? null,
      lab_id: lab ?? rows('laboratories')[rng.int(0, rows('laboratories').length - 1)]?.id ?? null,
    });
    ordersById.set(String(next.id), next);
  }
  // A kit is of the sample type its assay tests, and belongs to its order's participant and study.
  for (const kit of rows('kits').slice()) {
    const order = ordersById.get(String(kit.order_id));
    const assay = kit.assay_id == null ? undefined : find('assays', String(kit.assay_id));
    patch('kits', kit, {
      kit_type: assay?.sample_type ?? kit.kit_type ?? 'saliva',
      ...(order ? { study_id: order.study_id, user_id: order.user_id } : {}),
    });
  }
  inTransit(consignments.slice(0, IN_TRANSIT), now);
}

/** The first consignments are on their way to their lab: kits returned, the first half received. */
function inTransit(chosen: readonly Row[], now: number): void {
  const inChosen = (k: Row) => chosen.some((c) => id(k.consignment_id) === String(c.id));
  const later = rows('consignments').slice(IN_TRANSIT);
  rows('kits')
    .filter(inChosen)
    .forEach((k, n) => patch('kits', k, { consignment_id: later[n % later.length]?.id ?? null }));
  const free = rows('kits').slice().reverse();
  const size = kitsPerConsignment();
  chosen.forEach((c, i) => {
    const kits = free.slice(i * size, (i + 1) * size);
    kits.forEach((k, n) =>
      setKit(k, i === 0 && n % 2 === 0 ? 'received' : 'returned', now, { consignment_id: c.id }),
    );
    patch('consignments', c, {
      status: 'dispatched',
      dispatched_at: new Date(now - (i + 1) * 86_400_000).toISOString(),
      received_at: null,
      kit_count: kits.length,
    });
  });
  // Every other consignment has arrived (or is still being packed).
  for (const c of rows('consignments').slice(IN_TRANSIT)) {
    const count = rows('kits').filter((k) => id(k.consignment_id) === String(c.id)).length;
    const arrived = c.status === 'dispatched' ? { status: 'received', received_at: c.dispatched_at } : {};
    patch('consignments', c, { ...arrived, kit_count: count });
  }
}
