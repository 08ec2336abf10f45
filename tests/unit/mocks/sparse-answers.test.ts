import { z } from '@/lib/zod';
import { controls } from '@/mocks/node';
import { sparse } from '@/mocks/lib/sparse';
import { api, dataOf } from './helpers';

describe('the sparse answer switch', () => {
  afterEach(() => controls.setAnswerShape(null));

  it('keeps only what a schema requires, through arrays, unions and nullable objects', () => {
    const schema = z.looseObject({
      id: z.number(),
      name: z.nullish(z.string()),
      rows: z.array(z.looseObject({ key: z.string(), note: z.optional(z.string()) })),
      owner: z.nullable(z.looseObject({ id: z.number(), email: z.nullish(z.string()) })),
      either: z.union([z.looseObject({ a: z.string(), b: z.nullish(z.string()) }), z.number()]),
    });
    const full = {
      id: 1,
      name: 'n',
      unknown: true,
      rows: [{ key: 'k', note: 'x' }],
      owner: { id: 2, email: 'e' },
      either: { a: 'a', b: 'b' },
    };
    const lean = sparse(schema, full);
    expect(lean).toEqual({ id: 1, rows: [{ key: 'k' }], owner: { id: 2 }, either: { a: 'a' } });
    expect(schema.safeParse(lean).success).toBe(true);
    expect(sparse(schema, { ...full, owner: null })).toMatchObject({ owner: null });
  });

  it('makes the mock answer declared calls with their required fields only, and back', async () => {
    const full = dataOf<Record<string, unknown>>(await api('/admin/studies/1'));
    expect(Object.keys(full).length).toBeGreaterThan(5);
    controls.setAnswerShape('sparse');
    expect(Object.keys(dataOf(await api('/admin/studies/1')))).toEqual(['id']);
    const rows = dataOf<Array<Record<string, unknown>>>(await api('/studies?page=1&page_size=3'));
    expect(rows.map((r) => Object.keys(r))).toEqual([['id'], ['id'], ['id']]);
    // The signed-in user's record stays whole: the guards read its terms date.
    expect(dataOf(await api('/user'))).toHaveProperty('accepted_admin_terms_at');
    controls.setAnswerShape(null);
    expect(dataOf(await api('/admin/studies/1'))).toEqual(full);
  });
});
