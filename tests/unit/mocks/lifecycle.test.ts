import { entities } from '@/app/registry';
import { rows } from '@/mocks/db';
import { prepareDay } from '@resources/kitlink/mocks/day';
import { api, dataOf } from './helpers';

type Row = Record<string, unknown>;

// Life-cycle fields (a kit's or order's status, a flow's or study's published flag) move only
// through their areas' actions. The generic calls refuse to move them, as a server would, and the
// generated forms never offer them.

describe('life-cycle fields', () => {
  test('are read-only in every generated form', () => {
    const governed = entities.flatMap((e) =>
      e.fields.filter((f) => f.lifecycle).map((f) => ({ entity: e.name, ...f })),
    );
    expect(governed.map((f) => `${f.entity}.${f.source}`).sort()).toEqual(
      ['flows.is_published', 'kits.status', 'orders.status', 'studies.is_published'].sort(),
    );
    for (const f of governed) {
      expect([f.readOnly, f.views.edit, f.views.create]).toEqual([true, false, false]);
    }
  });

  test('a generic PUT that moves a kit status is refused; the same status read back passes', async () => {
    prepareDay();
    const kit = rows('kits').find((k) => k.status === 'dispatched')!;
    const moved = await api(`/kits/${String(kit.id)}`, { method: 'PUT', data: { status: 'received' } });
    expect(moved.status).toBe(422);
    expect((moved.body as { errors: Row }).errors).toHaveProperty('status');
    expect(rows('kits').find((k) => k.id === kit.id)?.status).toBe('dispatched');
    const same = await api(`/kits/${String(kit.id)}`, {
      method: 'PUT',
      data: { status: 'dispatched', barcode: kit.barcode },
    });
    expect(same.status).toBe(200);
  });

  test('a generic PUT cannot publish a flow, and a generic create starts where the life cycle starts', async () => {
    const flow = rows('flows').find((f) => f.is_published !== true)!;
    const published = await api(`/flows/${String(flow.id)}`, { method: 'PUT', data: { is_published: true } });
    expect(published.status).toBe(422);
    const shipped = await api('/orders', {
      method: 'POST',
      data: { order_number: 'LC-1', status: 'shipped' },
    });
    expect(shipped.status).toBe(422);
    const made = await api('/orders', { method: 'POST', data: { order_number: 'LC-2' } });
    expect(made.status).toBe(201);
    expect(dataOf(made).status).toBe('requested');
  });
});
