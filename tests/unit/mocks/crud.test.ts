import { tokenFor } from '@/mocks/node';
import { api, dataOf, totalOf } from './helpers';

type Row = Record<string, unknown>;

describe('generic list: page, page_size, sort, order, q, filter[...] and meta.total', () => {
  test('pages through 10,000 users with a total', async () => {
    const first = await api('/users?page=1&page_size=25');
    const last = await api('/users?page=400&page_size=25');
    expect(totalOf(first)).toBe(10_000);
    expect(dataOf<Row[]>(first)).toHaveLength(25);
    expect(dataOf<Row[]>(last).at(-1)?.id).toBe(10_000);
    expect(dataOf<Row[]>(await api('/users?page=401&page_size=25'))).toEqual([]);
  });

  test('sorts by a field in either order, empty values last', async () => {
    const asc = dataOf<Row[]>(await api('/studies?sort=end&order=asc&page_size=300'));
    const desc = dataOf<Row[]>(await api('/studies?sort=end&order=desc&page_size=300'));
    const ends = asc.map((s) => s.end).filter((e): e is string => typeof e === 'string');
    expect(ends).toEqual([...ends].sort());
    expect(desc[0]?.end).toBe(ends.at(-1));
    for (const order of ['asc', 'desc']) {
      const rows = dataOf<Row[]>(await api(`/studies?sort=sponsor_lead&order=${order}&page_size=300`));
      const firstEmpty = rows.findIndex((s) => s.sponsor_lead === null);
      expect(firstEmpty).toBeGreaterThan(0);
      expect(rows.slice(firstEmpty).every((s) => s.sponsor_lead === null)).toBe(true);
    }
  });

  test('filters by equality, any-of lists, operators and the derived archived flag', async () => {
    const published = dataOf<Row[]>(await api('/studies?filter[is_published]=true&page_size=300'));
    expect(published.length).toBeGreaterThan(0);
    expect(published.every((s) => s.is_published === true)).toBe(true);

    const some = await api('/users?filter[id][]=3&filter[id][]=7&filter[id][]=11');
    expect(dataOf<Row[]>(some).map((u) => u.id)).toEqual([3, 7, 11]);

    const range = dataOf<Row[]>(await api('/users?filter[id][gte]=9995'));
    expect(range.map((u) => u.id)).toEqual([9995, 9996, 9997, 9998, 9999, 10_000]);

    const today = new Date().toISOString().slice(0, 10);
    const archived = dataOf<Row[]>(await api('/studies?filter[archived]=true&page_size=300'));
    expect(archived.length).toBeGreaterThan(0);
    expect(archived.every((s) => s.archived === true && String(s.end) < today)).toBe(true);
  });

  test('q searches the schema searchFields case-insensitively', async () => {
    const res = await api('/users?q=SUPER@RESEARCH');
    expect(dataOf<Row[]>(res).map((u) => u.email)).toEqual(['super@research.test']);
    expect(totalOf(res)).toBe(1);
  });
});

describe('generic reads by id and field', () => {
  test('getOne, and 404 for an unknown id', async () => {
    expect(dataOf(await api('/sites/7')).id).toBe(7);
    const missing = await api('/sites/999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: expect.any(String) });
  });

  test('by/id takes comma-separated ids in one request, in the order asked', async () => {
    const res = await api('/partners/by/id/5,2,9');
    expect(dataOf<Row[]>(res).map((p) => p.id)).toEqual([5, 2, 9]);
  });

  test('by/{field}/{value} pages when asked, with a total', async () => {
    const all = dataOf<Row[]>(await api('/flows/by/study_id/12'));
    const page = await api('/flows/by/study_id/12?page=1&page_size=1');
    expect(all.every((f) => f.study_id === 12)).toBe(true);
    expect(totalOf(page)).toBe(all.length);
  });

  test('admin-read entities list through /admin/read with by and field', async () => {
    const res = await api('/admin/read/call-logs?by=user_id&field=1527&page=1&page_size=10');
    expect(res.status).toBe(200);
    expect(dataOf<Row[]>(res).every((c) => c.user_id === 1527)).toBe(true);
    expect(totalOf(res)).toBeGreaterThan(0);
  });

  test('a composite key reads as id:block_version_id', async () => {
    const block = dataOf(await api('/blocks/3:10003'));
    expect(block).toMatchObject({ id: 3, block_version_id: 10003 });
    expect((await api('/blocks/3:99')).status).toBe(404);
  });

  test('reference search /z/{entity}/search returns at most 25, prefix matches first', async () => {
    const res = dataOf<Row[]>(await api('/z/users/search?email=a'));
    expect(res).toHaveLength(25);
    const sites = dataOf<Row[]>(await api('/z/sites/search?identifier=SITE-000'));
    expect(sites.map((s) => s.identifier)).toContain('SITE-0001');
  });
});

describe('generic writes', () => {
  test('create, update and delete round trip', async () => {
    const created = await api('/sites', {
      method: 'POST',
      data: { name: 'Leeds Clinic', identifier: 'LEEDS-1' },
    });
    expect(created.status).toBe(201);
    const id = dataOf(created).id as number;
    expect(id).toBe(251);
    const updated = await api(`/sites/${id}`, { method: 'PUT', data: { city: 'Leeds' } });
    expect(dataOf(updated)).toMatchObject({ id, name: 'Leeds Clinic', city: 'Leeds' });
    const deleted = await api(`/sites/${id}`, { method: 'DELETE' });
    expect(dataOf(deleted).id).toBe(id);
    expect((await api(`/sites/${id}`)).status).toBe(404);
  });

  test('409 names the field when a unique value is duplicated', async () => {
    const res = await api('/studies', { method: 'POST', data: { title: 'Copy', key: 'study-0001' } });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      message: expect.any(String),
      errors: { key: expect.stringMatching(/already exists$/) },
    });
    const own = await api('/users/2', { method: 'PUT', data: { email: 'staff@research.test' } });
    expect(own.status).toBe(200);
    const taken = await api('/users/2', { method: 'PUT', data: { email: 'SUPER@research.test' } });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ errors: { email: expect.stringMatching(/already exists$/) } });
  });

  test('422 names missing required fields and invalid values', async () => {
    const res = await api('/sites', { method: 'POST', data: { name: 'X' } });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      errors: { identifier: 'is a required field', name: 'must be at least 2 characters' },
    });
  });

  test('422 for an end before its start and an amount with three decimals', async () => {
    const res = await api('/studies/1', {
      method: 'PUT',
      data: { start: '2026-05-10', end: '2026-05-09', partner_revenue: 12.345 },
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      errors: { end: 'must not be before start', partner_revenue: 'must have at most 2 decimal places' },
    });
    const same = await api('/studies/1', {
      method: 'PUT',
      data: { start: '2026-05-10', end: '2026-05-10', partner_revenue: 12.3 },
    });
    expect(same.status).toBe(200);
  });

  test('seeded rows never end before they start', async () => {
    for (const [entity, end, start] of [
      ['consignments', 'received_at', 'dispatched_at'],
      ['enrollments', 'withdrawn_at', 'enrolled_at'],
      ['studies', 'end', 'start'],
    ] as const) {
      const rows = dataOf<Row[]>(await api(`/${entity}?page_size=500`));
      const both = rows.filter((r) => typeof r[end] === 'string' && typeof r[start] === 'string');
      expect(both.length).toBeGreaterThan(10);
      expect(both.filter((r) => Date.parse(String(r[end])) < Date.parse(String(r[start])))).toEqual([]);
    }
  });

  test('the data is reset between tests', async () => {
    expect(totalOf(await api('/sites'))).toBe(250);
  });
});

describe('permissions: the same rule table as the console', () => {
  test('a token without permissions gets 403 on entities gated by a permission, not on open ones', async () => {
    const { mintToken } = await import('@/mocks/lib/tokens');
    const token = await mintToken({ id: 42, email: 'nobody@research.test', permissions: [] });
    const refused = await api('/admin/read/call-logs', { token });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: expect.stringContaining('call-logs') as unknown });
    expect((await api('/sites', { token })).status).toBe(403);
    expect((await api('/locales', { token })).status).toBe(200);
    expect((await api('/admin/read/call-logs', { token: tokenFor('staff@research.test') })).status).toBe(200);
  });
});
