import { api, dataOf } from './helpers';

type Row = Record<string, unknown>;
const tag = (row: Row) => `"${String(row.updated_at)}"`;

async function study(id = 1): Promise<Row> {
  return dataOf(await api(`/studies/${id}`));
}

describe('the mock refuses a write made against a version the record has moved on from', () => {
  it('accepts a partial body on the version read, keeps the other fields and bumps updated_at', async () => {
    const before = await study();
    const res = await api('/studies/1', {
      method: 'PUT',
      data: { researcher: 'Dr Grace Hopper' },
      headers: { 'If-Match': tag(before) },
    });
    expect(res.status).toBe(200);
    const after = dataOf(res);
    expect(after).toMatchObject({ researcher: 'Dr Grace Hopper', title: before.title, key: before.key });
    expect(Date.parse(String(after.updated_at))).toBeGreaterThan(Date.parse(String(before.updated_at)));
  });

  it('answers 409 with the current record and no field errors, and writes nothing', async () => {
    const read = await study();
    await api('/studies/1', {
      method: 'PUT',
      data: { title: 'Sleep and memory' },
      headers: { 'If-Match': tag(read) },
    });
    const res = await api('/studies/1', {
      method: 'PUT',
      data: { researcher: 'Dr Ada Lovelace' },
      headers: { 'If-Match': tag(read) },
    });
    expect(res.status).toBe(409);
    const body = res.body as { message: string; current: Row; errors?: unknown };
    expect(body.message).toEqual(expect.any(String));
    expect(body.errors).toBeUndefined();
    expect(body.current).toMatchObject({ id: 1, title: 'Sleep and memory', researcher: read.researcher });
    expect((await study()).researcher).toBe(read.researcher);
  });

  it('writes unconditionally without If-Match or with *', async () => {
    const stale = await study();
    await api('/studies/1', { method: 'PUT', data: { goal: 'First' } });
    expect(
      (await api('/studies/1', { method: 'PUT', data: { goal: 'Second' }, headers: { 'If-Match': '*' } }))
        .status,
    ).toBe(200);
    expect((await study()).goal).toBe('Second');
    expect(
      (
        await api('/studies/1', {
          method: 'PUT',
          data: { goal: 'Third' },
          headers: { 'If-Match': tag(stale) },
        })
      ).status,
    ).toBe(409);
  });

  it('gives two writes in the same millisecond different versions', async () => {
    const now = Date.parse('2030-01-01T00:00:00.000Z');
    vi.spyOn(Date, 'now').mockReturnValue(now);
    const first = dataOf(await api('/studies/2', { method: 'PUT', data: { goal: 'A' } }));
    const second = dataOf(await api('/studies/2', { method: 'PUT', data: { goal: 'B' } }));
    vi.restoreAllMocks();
    expect(first.updated_at).not.toBe(second.updated_at);
    const stale = await api('/studies/2', {
      method: 'PUT',
      data: { goal: 'C' },
      headers: { 'If-Match': tag(first) },
    });
    expect(stale.status).toBe(409);
  });

  it('checks an end sent alone against the stored start', async () => {
    await api('/studies/3', { method: 'PUT', data: { start: '2026-05-10', end: '2026-06-01' } });
    const res = await api('/studies/3', { method: 'PUT', data: { end: '2026-05-01' } });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ errors: { end: 'must not be before start' } });
  });

  it('bumps updated_at on the special study and flow writes, and guards the flow edit', async () => {
    const before = await study(4);
    const unlocked = dataOf(await api('/admin/studies/4/unlock', { method: 'PUT' }));
    expect(unlocked.updated_at).not.toBe(before.updated_at);
    const flow = dataOf(await api('/flows/1'));
    const ok = await api('/admin/flows/1', {
      method: 'PATCH',
      data: { title: 'Intake' },
      headers: { 'If-Match': tag(flow) },
    });
    expect(ok.status).toBe(200);
    const stale = await api('/admin/flows/1', {
      method: 'PATCH',
      data: { title: 'Old' },
      headers: { 'If-Match': tag(flow) },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ current: { id: 1, title: 'Intake' } });
  });
});
