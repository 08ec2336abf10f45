import { setToken } from '@/auth';
import { callApi } from '@/contract';
import { tokenFor } from '@/mocks/node';
import { kitDetailAnswer, orderDetailAnswer, orderRowAnswer } from '@resources/kitlink/calls/answers';
import { calls, overview } from '@resources/kitlink/contract';
import { kitsBy, orderOne, orderRecord } from '@resources/kitlink/calls/generic-calls';
import { expectTolerant, probeAll } from './area-contract';

describe('the KitLink area’s contract', () => {
  beforeEach(() => setToken(tokenFor('super@research.test')));

  it('every probe-able read answers as declared', async () => {
    expect(await probeAll(calls)).toEqual([
      'kitlink:overview',
      'kitlink:kit-counts',
      'kitlink:order',
      'kitlink:kit',
      'kitlink:assay',
      'kitlink:consignment',
      'kitlink:approvals.list',
      'kitlink:orders.list',
      'kitlink:kits.list',
      'kitlink:assays.list',
      'kitlink:attention.list',
      'kitlink:consignments.list',
    ]);
  });

  it('the generic reads a spec-only server answers with parse as the pages read them', async () => {
    const first = (await callApi(overview)).orders?.rows?.[0];
    expect(first).toBeDefined();
    const id = String(first?.id);
    await expect(callApi(orderOne, { path: { id } })).resolves.toMatchObject({ id: first?.id });
    await expect(callApi(kitsBy, { path: { field: 'order_id', value: id } })).resolves.toEqual(
      expect.any(Array),
    );
  });

  it('an order needs only its id and state; names, timeline and kits may be null, unknown fields stay', () => {
    const row = [
      'order_number',
      'study',
      'participant',
      'kit_type',
      'lab',
      'provider',
      'ordered_at',
      'reason',
    ];
    expectTolerant(orderRowAnswer, { id: 1, status: 'requested' }, row);
    expectTolerant(orderDetailAnswer, { id: 1, status: 'on_hold' }, [...row, 'timeline', 'kits']);
    expect(orderDetailAnswer.safeParse({ id: 1 }).success).toBe(false);
  });

  it('a kit needs its id and state; the generic order record only its id', () => {
    expectTolerant(kitDetailAnswer, { id: 'k-1', status: 'created' }, [
      'barcode',
      'kit_type',
      'study',
      'order',
      'updated_at',
      'timeline',
      'assay',
      'consignment',
      'participant',
      'lab',
    ]);
    expectTolerant(orderRecord, { id: 1 }, ['order_number', 'status', 'user_id', 'study_id', 'lab_id']);
  });
});
