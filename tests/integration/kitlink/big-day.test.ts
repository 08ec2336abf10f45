import { controls } from '@/mocks/controls';
import { getConsignment, getOverview, postScan } from '@resources/kitlink/api';
import { KIT_STATES, ORDER_STATES } from '@/domain/kit-states';
import { ACCOUNTS, signInAs } from '../app/render-app';

// The day the speed targets are measured on: `__mock.setSeedCount` grows orders and kits.

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

async function bigDay() {
  controls.setSeedCount('orders', 5_000);
  controls.setSeedCount('kits', 10_000);
  return getOverview({});
}

describe('KitLink with 5,000 orders and 10,000 kits in the mock', () => {
  beforeEach(() => signInAs(ACCOUNTS.super));

  it('has every order and kit state, the same on every seed, and sends one page of each list', async () => {
    const first = await bigDay();
    expect(sum(first.counts.orders)).toBe(5_000);
    expect(sum(first.counts.kits)).toBe(10_000);
    for (const s of ORDER_STATES) expect(first.counts.orders[s]).toBeGreaterThan(0);
    for (const s of KIT_STATES) expect(first.counts.kits[s]).toBeGreaterThan(0);
    expect(first.orders).toMatchObject({ total: 5_000, rows: expect.any(Array) });
    expect(first.orders.rows).toHaveLength(50);
    expect(first.kits.rows).toHaveLength(50);
    expect(first.approvals.total).toBe(first.counts.orders.requested);
    const waiting = first.approvals.rows.map((r) => r.ordered_at);
    expect(waiting).toHaveLength(20);
    expect([...waiting].sort()).toEqual(waiting);

    controls.reset();
    const again = await bigDay();
    expect(again.counts).toEqual(first.counts);
    expect(again.orders.rows.map((r) => r.order_number)).toEqual(
      first.orders.rows.map((r) => r.order_number),
    );
  }, 120_000);

  it('has a consignment half received with a hundred kits left to scan', async () => {
    const [half] = (await bigDay()).consignments.filter((c) => c.tally.received > 0);
    expect(half?.tally).toEqual({ expected: 200, received: 100 });
    const waiting = (await getConsignment(half!.id)).kits.filter((k) => k.status === 'returned');
    expect(waiting).toHaveLength(100);
    const scanned = await postScan(half!.id, waiting[0]!.barcode, crypto.randomUUID());
    expect(scanned).toMatchObject({ outcome: 'received', tally: { expected: 200, received: 101 } });
  }, 120_000);
});
