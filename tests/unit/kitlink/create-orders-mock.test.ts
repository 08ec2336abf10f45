import { rows } from '@/mocks/db';
import { FIRST_PARTICIPANT } from '@resources/kitlink/mocks/day';
import { api, dataOf } from '../mocks/helpers';

/** A participant with no order at all in a study: free to order there. */
function freeIn(studyId: string) {
  const busy = new Set(
    rows('orders')
      .filter((o) => String(o.study_id) === studyId)
      .map((o) => String(o.user_id)),
  );
  return rows('users').find((u) => Number(u.id) >= FIRST_PARTICIPANT && !busy.has(String(u.id)))!;
}

const address = { line1: '1 High Street', city: 'York', postcode: 'YO1 7HH', country: 'GB' };

function order(assayIds: string[], key: string) {
  const study = String(rows('studies')[0]!.id);
  const user = freeIn(study);
  return {
    user,
    post: () =>
      api('/admin/kitlink/orders/batch', {
        method: 'POST',
        headers: { 'Idempotency-Key': key },
        data: {
          study_id: study,
          kit_type: 'saliva',
          assay_ids: assayIds,
          lab_id: String(rows('laboratories')[0]!.id),
          participants: [{ user_id: String(user.id), shipping_address: address }],
        },
      }),
  };
}

describe('placing orders keeps every assay ticked', () => {
  it('gives the order one kit per assay, each tested for its own', async () => {
    const assays = rows('assays')
      .slice(0, 2)
      .map((a) => String(a.id));
    const { post } = order(assays, 'two-assays');
    const answer = await post();
    expect(answer.status).toBe(201);
    const created = dataOf<{ created: { id: number | string }[] }>(answer).created;
    expect(created).toHaveLength(1);
    const kits = rows('kits').filter((k) => String(k.order_id) === String(created[0]!.id));
    expect(kits.map((k) => String(k.assay_id)).sort()).toEqual([...assays].sort());
    // The same key again is the same answer, not a second order.
    expect(dataOf<{ created: unknown[] }>(await post()).created).toEqual(created);
    expect(rows('kits').filter((k) => String(k.order_id) === String(created[0]!.id))).toHaveLength(2);
  });

  it('refuses the whole request when an assay is unknown, creating nothing', async () => {
    const before = rows('orders').length;
    const answer = await order(['999999'], 'unknown-assay').post();
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ errors: { assay_ids: 'names no assay: 999999' } });
    expect(rows('orders')).toHaveLength(before);
  });
});
