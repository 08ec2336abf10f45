import type { Row } from '@/mocks/lib/respond';
import { tallyGroups, type Condition } from '@resources/kitlink/mocks/counts';

const kit = (id: number, status: string, study_id: number, consignment_id: number | null): Row => ({
  id,
  status,
  study_id,
  consignment_id,
});

const KITS: Row[] = [
  kit(1, 'created', 1, 10),
  kit(2, 'created', 1, 11),
  kit(3, 'dispatched', 1, 10),
  kit(4, 'dispatched', 2, null),
  kit(5, 'received', 2, 11),
  kit(6, 'received', 3, 11),
];
const GROUPS = ['status', 'study_id', 'consignment_id'];
const equals = (field: string, value: unknown): Condition => ({
  field,
  test: (row) => String(row[field]) === String(value),
});
const countsOf = (tally: ReturnType<typeof tallyGroups>, group: string) =>
  Object.fromEntries([...tally.groups[group]!].map(([k, v]) => [k, v.count]));

describe('kit counts by status, study and consignment', () => {
  it('counts every kit once per group when nothing is chosen', () => {
    const tally = tallyGroups(KITS, GROUPS, []);
    expect(tally.total).toBe(6);
    expect(countsOf(tally, 'status')).toEqual({ created: 2, dispatched: 2, received: 2 });
    expect(countsOf(tally, 'study_id')).toEqual({ 1: 3, 2: 2, 3: 1 });
    // A kit in no consignment is in the total but under no consignment.
    expect(countsOf(tally, 'consignment_id')).toEqual({ 10: 2, 11: 3 });
  });

  it('narrows the other groups by a chosen value and keeps the chosen group whole', () => {
    const tally = tallyGroups(KITS, GROUPS, [equals('study_id', 1)]);
    expect(tally.total).toBe(3);
    expect(countsOf(tally, 'status')).toEqual({ created: 2, dispatched: 1 });
    expect(countsOf(tally, 'consignment_id')).toEqual({ 10: 2, 11: 1 });
    expect(countsOf(tally, 'study_id')).toEqual({ 1: 3, 2: 2, 3: 1 });
  });

  it('counts a group under every condition but its own when two are chosen', () => {
    const tally = tallyGroups(KITS, GROUPS, [equals('study_id', 1), equals('status', 'created')]);
    expect(tally.total).toBe(2);
    expect(countsOf(tally, 'status')).toEqual({ created: 2, dispatched: 1 });
    expect(countsOf(tally, 'study_id')).toEqual({ 1: 2 });
    expect(countsOf(tally, 'consignment_id')).toEqual({ 10: 1, 11: 1 });
  });

  it('leaves out what the search or access drops from the total and every group', () => {
    const tally = tallyGroups(KITS, GROUPS, [equals('status', 'received')], (row) => row.study_id !== 3);
    expect(tally.total).toBe(1);
    expect(countsOf(tally, 'status')).toEqual({ created: 2, dispatched: 2, received: 1 });
    expect(countsOf(tally, 'study_id')).toEqual({ 2: 1 });
  });

  it('a condition on a field it does not group by narrows every group', () => {
    const tally = tallyGroups(KITS, ['status'], [equals('consignment_id', 11)]);
    expect(tally.total).toBe(3);
    expect(countsOf(tally, 'status')).toEqual({ created: 1, received: 2 });
  });

  it('agrees with filtering kit by kit on a large set, reading each kit once', () => {
    const states = ['created', 'dispatched', 'delivered', 'received'];
    const many = Array.from({ length: 10_000 }, (_, i) => kit(i + 1, states[i % 4]!, (i % 7) + 1, i % 5));
    let reads = 0;
    const tracked = new Proxy(many, {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads += 1;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const chosen = [equals('status', 'delivered'), equals('study_id', 3)];
    const tally = tallyGroups(tracked, GROUPS, chosen);
    expect(reads).toBe(10_000);
    const both = many.filter((k) => k.status === 'delivered' && k.study_id === 3);
    expect(tally.total).toBe(both.length);
    const inStudy = many.filter((k) => k.study_id === 3);
    for (const s of states)
      expect(tally.groups.status!.get(s)?.count ?? 0).toBe(inStudy.filter((k) => k.status === s).length);
    const delivered = many.filter((k) => k.status === 'delivered');
    for (let study = 1; study <= 7; study += 1)
      expect(tally.groups.study_id!.get(String(study))?.count ?? 0).toBe(
        delivered.filter((k) => k.study_id === study).length,
      );
  });
});
