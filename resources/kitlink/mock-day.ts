import { find, onResetDb, patch, rows } from '@/mocks/db';
import type { Row } from '@/mocks/lib/respond';
import { createRng, hash } from '@/mocks/lib/rng';
import { isState, KIT_TABLE, ORDER_TABLE, type AnyTable, type KitState, type OrderState } from './states';
import type { TimelineEntry } from './types';

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

function history(table: AnyTable, id: unknown, target: string, now: number): TimelineEntry[] {
  const rng = createRng(hash(key(table.subject, id)));
  const steps = pathTo(table, target);
  // The latest step falls within today's working hours; earlier ones a day or two apart.
  let at = now - rng.int(1, 9 * 60) * 60_000;
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
      patch(name, row, { status: state, updated_at: timeline.at(-1)!.at });
    }
  }
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

export const named = (entity: string, id: unknown, field: string) => {
  if (id === null || id === undefined) return null;
  const row = find(entity, String(id));
  return row ? { id: row.id as number | string, name: String(row[field] ?? '') } : null;
};
