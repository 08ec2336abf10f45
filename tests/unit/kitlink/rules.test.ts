import { entities } from '@/app/registry';
import {
  EMPTY_ADDRESS,
  EMPTY_DRAFT,
  stepProblems,
  toRequest,
  type OrderDraft,
} from '@resources/kitlink/create-order/order-draft';
import {
  addressProblems,
  attentionReason,
  normaliseBarcode,
  parseEntries,
  scanOutcome,
} from '@resources/kitlink/rules';
import { KIT_STATES, ORDER_STATES } from '@/domain/kit-states';

const DAY = 86_400_000;
const NOW = Date.parse('2026-11-25T10:00:00Z');
const ago = (days: number) => new Date(NOW - days * DAY).toISOString();

describe('needs attention: stuck in a state longer than it allows, or a failed sample', () => {
  it.each([
    ['order', 'requested', 1, null],
    ['order', 'requested', 3, 'stuck'],
    ['order', 'shipped', 4, null],
    ['order', 'shipped', 6, 'stuck'],
    ['order', 'results_ready', 90, null],
    ['order', 'cancelled', 90, null],
    ['kit', 'returned', 6, 'stuck'],
    ['kit', 'processed', 90, null],
    ['kit', 'failed', 0, 'failed'],
  ] as const)('%s %s for %i days: %s', (subject, state, days, expected) => {
    expect(attentionReason(subject, state, ago(days), NOW)).toBe(expected);
  });
});

describe('scan rules: what scanning a kit at the lab does', () => {
  it.each([
    [undefined, 'unknown'],
    [{ status: 'returned', consignment_id: 8 }, 'other_consignment'],
    [{ status: 'returned', consignment_id: 7 }, 'received'],
    [{ status: 'received', consignment_id: 7 }, 'already_received'],
    [{ status: 'processed', consignment_id: 7 }, 'already_received'],
    [{ status: 'failed', consignment_id: 7 }, 'already_received'],
    [{ status: 'activated', consignment_id: 7 }, 'not_returned'],
    [{ status: 'dispatched', consignment_id: 7 }, 'not_returned'],
  ] as const)('%j in consignment 7: %s', (kit, outcome) => {
    expect(scanOutcome(kit, '7')).toBe(outcome);
  });

  it('reads a barcode as the labels print it', () => {
    expect(normaliseBarcode(' kit-00 12\n')).toBe('KIT-0012');
  });
});

describe('create order validation', () => {
  const address = { line1: '12 Mill Lane', city: 'York', postcode: 'YO1 7HH', country: 'United Kingdom' };
  const draft: OrderDraft = {
    study: '3',
    participants: [{ id: '40', name: 'Ann Lee', email: 'ann@example.com', address }],
    kitType: 'saliva',
    assays: ['2'],
    lab: '5',
  };

  it('accepts a complete UK address and names each problem of another', () => {
    expect(addressProblems(address)).toEqual({});
    expect(addressProblems({ ...address, postcode: 'yo17hh' })).toEqual({});
    expect(addressProblems({ ...EMPTY_ADDRESS, postcode: '12345' })).toEqual({
      line1: 'required',
      city: 'required',
      postcode: 'postcode',
    });
  });

  it('holds each step until it is done, and review until all are', () => {
    expect(stepProblems(EMPTY_DRAFT, 'study')).toEqual(['study']);
    expect(stepProblems(EMPTY_DRAFT, 'participants')).toEqual(['participants']);
    expect(stepProblems(draft, 'review')).toEqual([]);
    const bad = {
      ...draft,
      participants: [{ ...draft.participants[0]!, address: { ...address, city: ' ' } }],
    };
    expect(stepProblems(bad, 'addresses')).toEqual(['addresses']);
    expect(stepProblems({ ...bad, lab: '' }, 'review')).toEqual(['lab', 'addresses']);
  });

  it('sends trimmed addresses with capital postcodes', () => {
    const typed = {
      ...draft,
      participants: [{ ...draft.participants[0]!, address: { ...address, postcode: ' yo1 7hh ' } }],
    };
    expect(toRequest(typed).participants[0]).toEqual({ user_id: '40', shipping_address: address });
  });

  it('reads pasted emails and ids from lines, commas and CSV quotes, once each', () => {
    expect(parseEntries('"Ann@Example.com", 41\n42;ann@example.com\n\n 41 ')).toEqual([
      'ann@example.com',
      '41',
      '42',
    ]);
  });
});

describe('the generated orders and kits screens use the life cycles of the state tables', () => {
  const choices = (name: string) => {
    const field = entities.find((e) => e.name === name)?.fields.find((f) => f.source === 'status');
    return field && 'choices' in field ? field.choices : [];
  };
  it('lists the order states of the table, in its order', () => {
    expect(choices('orders')).toEqual(ORDER_STATES);
  });
  it('lists the kit states of the table, in its order', () => {
    expect(choices('kits')).toEqual(KIT_STATES);
  });
});
