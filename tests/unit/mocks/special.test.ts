import { DEMO_ACCOUNTS } from '@/mocks/db/demo';
import { rows } from '@/mocks/db';
import { api, dataOf } from './helpers';

type Row = Record<string, unknown>;

describe('users: POST /users/filter and /users/filter/count', () => {
  test('query filters, sort and paging; count agrees', async () => {
    const query = { is_site: true, sort: 'fullname', order: 'desc' };
    const page = dataOf<Row[]>(
      await api('/users/filter', {
        method: 'POST',
        data: { query, page: 1, page_size: 10, search_terms: '' },
      }),
    );
    const { count } = dataOf<{ count: number }>(
      await api('/users/filter/count', { method: 'POST', data: { query } }),
    );
    expect(count).toBe(rows('users').filter((u) => u.is_site === true).length);
    expect(page).toHaveLength(10);
    expect(page.every((u) => u.is_site === true)).toBe(true);
    const names = page.map((u) => String(u.fullname));
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'en-GB', { sensitivity: 'base' })));
  });

  test('search_terms match email or full name, every term', async () => {
    const body = { query: {}, page: 1, page_size: 25, search_terms: 'stella STAFF' };
    const found = dataOf<Row[]>(await api('/users/filter', { method: 'POST', data: body }));
    expect(found.map((u) => u.email)).toEqual(['staff@research.test']);
    const byEmail = await api('/users/filter/count', {
      method: 'POST',
      data: { query: {}, search_terms: '@research.test' },
    });
    // The demo accounts (README, "Demo accounts").
    expect(dataOf(byEmail).count).toBe(DEMO_ACCOUNTS.length);
  });

  test('custom properties, admin read and admin creation', async () => {
    const props = dataOf<Row[]>(await api('/users/11/custom-properties'));
    expect(props.map((p) => p.name)).toEqual(['preferred_contact', 'wearable_device']);
    expect(dataOf(await api('/admin/users/2')).permissions).toContain('perm.admin_client.feature.users');
    const created = await api('/admin/users', {
      method: 'POST',
      data: { email: 'new@example.com', fullname: 'New Person' },
    });
    expect(created.status).toBe(201);
    const dup = await api('/admin/admin-users', {
      method: 'POST',
      data: { email: 'new@example.com', fullname: 'Again' },
    });
    expect(dup.status).toBe(409);
    const admin = await api('/admin/admin-users', {
      method: 'POST',
      data: { email: 'boss@research.test', fullname: 'Boss', permissions: ['perm.superuser'] },
    });
    expect(dataOf(admin)).toMatchObject({ email: 'boss@research.test', permissions: ['perm.superuser'] });
    expect(dataOf<Row[]>(await api('/z/users/search?email=boss@')).map((u) => u.email)).toEqual([
      'boss@research.test',
    ]);
  });

  test('custom property values are checked against their property type; null clears one', async () => {
    const put = (properties: Record<string, unknown>) =>
      api('/users/23/custom-properties', { method: 'PUT', data: { properties } });
    const refused = await put({ household_size: 'four', contact_window: 'midnight', shoe_size: 9 });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      errors: {
        household_size: 'must be a number',
        contact_window: 'must be one of: morning, afternoon, evening',
        shoe_size: 'is not a custom property',
      },
    });
    expect((await put({ last_reached_on: '3 Feb 2026' })).status).toBe(422);
    const saved = dataOf<Row[]>(await put({ household_size: 3, last_reached_on: '2026-02-03' }));
    expect(saved).toEqual(
      expect.arrayContaining([
        { name: 'household_size', value: 3 },
        { name: 'last_reached_on', value: '2026-02-03' },
      ]),
    );
    const cleared = dataOf<Row[]>(await put({ household_size: null }));
    expect(cleared.map((p) => p.name)).not.toContain('household_size');
  });
});

describe('genes', () => {
  test('GET /admin/genes/variants without gene_name fails with "Missing query params"', async () => {
    const res = await api('/admin/genes/variants');
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: 'Missing query params' });
    const variants = dataOf<Row[]>(await api('/admin/genes/variants?gene_name=brca1'));
    expect(variants.length).toBeGreaterThan(0);
    expect(variants.every((v) => v.gene_name === 'BRCA1')).toBe(true);
  });

  test('a study lists its genes', async () => {
    const genes = dataOf<Row[]>(await api('/admin/studies/5/genes'));
    expect(genes.every((g) => g.study_id === 5 && typeof g.name === 'string')).toBe(true);
  });
});

describe('study versions and locales', () => {
  test('a draft held by another: 409 naming them, unlocked, locales on the draft, discarded', async () => {
    const latest = dataOf(await api('/admin/studies/7/versions/latest'));
    expect(latest).toMatchObject({ status: 'draft', locked_by: 2, locked_by_name: 'Stella Staff' });
    const refused = await api('/admin/studies/7/check-out', { method: 'POST' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: expect.stringContaining('Stella Staff') as unknown });
    expect(dataOf(await api('/admin/studies/7/unlock', { method: 'PUT' })).locked_by).toBeNull();
    expect(dataOf(await api('/admin/studies/7/check-out', { method: 'POST' })).locked_by).toBe(1);

    const v = Number(latest.version);
    const added = await api(`/admin/studies/7/versions/${v}/locales/pl-pl`, { method: 'POST' });
    expect(dataOf(added).locales).toContain('pl-pl');
    expect((await api(`/admin/studies/7/versions/${v}/locales/pl-pl`, { method: 'POST' })).status).toBe(409);
    expect(dataOf<Row[]>(await api('/admin/studies/7/locales'))).toContainEqual({
      id: 'pl-pl',
      name: 'Polish',
    });
    await api(`/admin/studies/7/versions/${v}/locales/pl-pl`, { method: 'DELETE' });
    expect(dataOf<Row[]>(await api('/admin/studies/7/locales')).map((l) => l.id)).not.toContain('pl-pl');

    expect((await api('/admin/studies/7/versions/draft', { method: 'DELETE' })).status).toBe(200);
    expect((await api('/admin/studies/7/versions/draft', { method: 'DELETE' })).status).toBe(404);
    const next = dataOf(await api('/admin/studies/7/versions/latest'));
    expect(next).toMatchObject({ status: 'published', version: v - 1, locked_by: null });
    const study = dataOf(await api('/admin/studies/7/publish', { method: 'POST' }));
    expect(study).toMatchObject({ id: 7, is_published: true, locked_by: null });
  });
});

describe('calls, templates, segments', () => {
  test('call statuses and updating a call', async () => {
    expect(dataOf<Row[]>(await api('/admin/calls/statuses'))[0]).toMatchObject({
      name: 'scheduled',
      label: 'Scheduled',
    });
    const updated = await api('/admin/calls/4', { method: 'PUT', data: { notes: 'Called back' } });
    expect(dataOf(updated)).toMatchObject({ id: 4, notes: 'Called back' });
  });

  test('test send and send need the Research-Language header', async () => {
    for (const action of ['send-test', 'send']) {
      const without = await api(`/admin/templates/1/${action}`, {
        method: 'POST',
        data: { email: 'a@b.co' },
      });
      expect(without.status).toBe(422);
      const withLang = await api(`/admin/templates/1/${action}`, {
        method: 'POST',
        data: { email: 'a@b.co' },
        headers: { 'Research-Language': 'en-gb' },
      });
      expect(withLang.status).toBe(200);
    }
  });

  test('duplicate and metrics', async () => {
    const copy = dataOf(await api('/admin/templates/1/duplicate', { method: 'POST' }));
    expect(copy.name).toBe(`${String(rows('templates')[0]?.name)} (copy)`);
    expect((await api('/admin/templates/1/metrics?date_from=2026-01-01')).status).toBe(422);
    const metrics = dataOf(await api('/admin/templates/1/metrics?date_from=2026-01-01&date_to=2026-01-07'));
    expect(metrics.daily).toHaveLength(7);
    expect(metrics).toEqual(
      dataOf(await api('/admin/templates/1/metrics?date_from=2026-01-01&date_to=2026-01-07')),
    );
  });

  test('DELETE /segments/{id}', async () => {
    expect(dataOf(await api('/segments/3', { method: 'DELETE' })).id).toBe(3);
    expect((await api('/segments/3')).status).toBe(404);
  });
});
