import { PERM } from '@/auth/permission-names';
import {
  allowedTransitions,
  checkTransition,
  KIT_TABLE,
  ORDER_TABLE,
  type AnyTable,
} from '@/domain/kit-states';

// The life cycles as the spec tells them, written out by hand: state -> action -> next state.
const ORDER_ALLOWED: Record<string, Record<string, string>> = {
  requested: { approve: 'approved', reject: 'rejected', cancel: 'cancelled' },
  approved: { place: 'placed', cancel: 'cancelled' },
  rejected: {},
  placed: { ship: 'shipped', cancel: 'cancelled' },
  shipped: { deliver: 'delivered' },
  delivered: { return_sample: 'sample_returned' },
  sample_returned: { report_results: 'results_ready' },
  results_ready: {},
  cancelled: {},
};

const KIT_ALLOWED: Record<string, Record<string, string>> = {
  created: { dispatch: 'dispatched' },
  dispatched: { deliver: 'delivered' },
  delivered: { activate: 'activated' },
  activated: { return: 'returned' },
  returned: { receive: 'received' },
  received: { process: 'processed', fail: 'failed' },
  processed: {},
  failed: {},
};

const SUPER = [PERM.superuser];

function cases(table: AnyTable, expected: Record<string, Record<string, string>>) {
  const actions = [...new Set(table.transitions.map((t) => t.action))];
  return table.states.flatMap((from) =>
    actions.map((action) => [from, action, expected[from]?.[action] ?? null] as const),
  );
}

describe.each([
  ['order', ORDER_TABLE, ORDER_ALLOWED],
  ['kit', KIT_TABLE, KIT_ALLOWED],
] as const)('the %s life cycle', (_name, table, expected) => {
  it('has exactly the states the spec names', () => {
    expect([...table.states].sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(cases(table, expected))('from %s, %s leads to %s (null: refused)', (from, action, to) => {
    const result = checkTransition<string>(table, from, action, SUPER, 'a reason');
    if (to === null) {
      expect(result).toEqual({ ok: false, refusal: 'not_from_state' });
    } else {
      expect(result.ok && result.transition.to).toBe(to);
    }
  });

  it('offers from each state exactly its allowed actions', () => {
    for (const from of table.states) {
      const offered = allowedTransitions<string>(table, from, SUPER).map((t) => t.action);
      expect(offered.sort(), from).toEqual(Object.keys(expected[from] ?? {}).sort());
    }
  });

  it('refuses an action the table does not know', () => {
    expect(checkTransition<string>(table, table.initial, 'teleport', SUPER)).toEqual({
      ok: false,
      refusal: 'unknown_action',
    });
  });
});

describe('who may do each transition', () => {
  it('gives order decisions to orders staff and logistics steps to kits staff', () => {
    expect(allowedTransitions(ORDER_TABLE, 'requested', [PERM.orders]).map((t) => t.action)).toEqual([
      'approve',
      'reject',
      'cancel',
    ]);
    expect(allowedTransitions(ORDER_TABLE, 'requested', [PERM.kits])).toEqual([]);
    expect(allowedTransitions(ORDER_TABLE, 'placed', [PERM.kits]).map((t) => t.action)).toEqual(['ship']);
    expect(allowedTransitions(KIT_TABLE, 'received', [PERM.orders])).toEqual([]);
  });

  it('refuses a permitted state change to someone without the permission', () => {
    expect(checkTransition(ORDER_TABLE, 'requested', 'approve', [PERM.kits])).toEqual({
      ok: false,
      refusal: 'not_permitted',
    });
  });
});

describe('destructive transitions ask for a reason', () => {
  it.each([
    [ORDER_TABLE, 'requested', 'reject'],
    [ORDER_TABLE, 'approved', 'cancel'],
    [KIT_TABLE, 'received', 'fail'],
  ] as const)('%#: %s %s needs a note', (table, from, action) => {
    expect(checkTransition<string>(table, from, action, SUPER, '  ')).toEqual({
      ok: false,
      refusal: 'note_required',
    });
    expect(checkTransition<string>(table, from, action, SUPER, 'damaged').ok).toBe(true);
  });

  it('marks exactly reject, cancel and fail as destructive', () => {
    const destructive = [...ORDER_TABLE.transitions, ...KIT_TABLE.transitions]
      .filter((t) => t.destructive)
      .map((t) => t.action);
    expect(destructive).toEqual(['reject', 'cancel', 'fail']);
  });
});
