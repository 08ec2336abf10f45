import { setToken } from '@/auth';
import { HttpResponse } from 'msw';
import { createDataProvider } from '@/data';
import { HttpError, setReasonPrompt } from '@/http';
import { PartialDeleteError } from '@/lib/partial-delete';
import { answer, fixtures, queryOf, tokenFor } from './helpers';

const rows = [
  { id: 1, title: 'Alpha' },
  { id: 2, title: 'Beta' },
];
const page = { pagination: { page: 2, perPage: 25 }, sort: { field: 'title', order: 'DESC' as const } };

describe('dataProvider: the generic data contract', () => {
  // Deletes are risky writes: the console's dialog would ask why; here the answer is given.
  beforeEach(() => {
    const release = setReasonPrompt(() => Promise.resolve('Test clean-up'));
    onTestFinished(release);
  });

  describe('getList: GET /{endpoint}?page&page_size&sort&order&q&filter[field]', () => {
    it('maps paging, sort, search and filters, and reads the total from meta.total', async () => {
      const seen = answer('get', '/sites', { data: rows, meta: { total: 342 } });
      const result = await createDataProvider(fixtures).getList('sites', {
        ...page,
        filter: { q: '  north ', country: 'GB', status: ['open', 'paused'], empty: '' },
      });
      expect(result).toEqual({ data: rows, total: 342 });
      expect(seen).toHaveLength(1);
      expect(seen[0]?.path).toBe('/api/sites');
      expect(queryOf(seen[0])).toEqual({
        page: '2',
        page_size: '25',
        sort: 'title',
        order: 'desc',
        q: 'north',
        'filter[country]': 'GB',
        'filter[status][]': ['open', 'paused'],
      });
    });

    it('sends every request through the HTTP client: Client and Timestamp headers, no body on GET', async () => {
      const seen = answer('get', '/sites', { data: [], meta: { total: 0 } });
      const before = Date.now();
      await createDataProvider(fixtures).getList('sites', { ...page, filter: {} });
      expect(seen[0]?.headers.get('Client')).toBe('admin');
      expect(Number(seen[0]?.headers.get('Timestamp'))).toBeGreaterThanOrEqual(before);
      expect(seen[0]?.body).toBeUndefined();
      expect(seen[0]?.query.has('q')).toBe(false);
      expect(seen[0]?.query.has('filter')).toBe(false);
    });

    it('sends Authorization: Bearer <token> while the token is valid', async () => {
      const seen = answer('get', '/sites', { data: [], meta: { total: 0 } });
      const token = tokenFor(7);
      setToken(token);
      try {
        await createDataProvider(fixtures).getList('sites', { ...page, filter: {} });
      } finally {
        setToken(null);
      }
      expect(seen[0]?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    });

    it('lists an entity with access.read admin through GET /admin/read/{endpoint} with the same params', async () => {
      const seen = answer('get', '/admin/read/calls', { data: rows, meta: { total: 2 } });
      const result = await createDataProvider(fixtures).getList('call_logs', {
        ...page,
        filter: { status: 'open' },
      });
      expect(result.total).toBe(2);
      expect(seen[0]?.path).toBe('/api/admin/read/calls');
      expect(queryOf(seen[0])).toEqual({
        page: '2',
        page_size: '25',
        sort: 'title',
        order: 'desc',
        'filter[status]': 'open',
      });
    });

    it('uses the resource name as endpoint for a resource without a schema', async () => {
      const seen = answer('get', '/genes', { data: [], meta: { total: 0 } });
      await createDataProvider(fixtures).getList('genes', { ...page, filter: {} });
      expect(seen[0]?.path).toBe('/api/genes');
    });
  });

  it('getOne: GET /{endpoint}/{id}', async () => {
    const seen = answer('get', '/sites/:id', { data: rows[0] });
    const result = await createDataProvider(fixtures).getOne('sites', { id: 1 });
    expect(result).toEqual({ data: rows[0] });
    expect(seen.map((r) => r.path)).toEqual(['/api/sites/1']);
  });

  it('getOne encodes ids that are not URL-safe', async () => {
    const seen = answer('get', '/sites/:id', { data: { id: 'a/b c' } });
    await createDataProvider(fixtures).getOne('sites', { id: 'a/b c' });
    expect(seen[0]?.path).toBe('/api/sites/a%2Fb%20c');
  });

  describe('getMany: GET /{endpoint}/by/id/{id1,id2,...}', () => {
    it('asks for all ids in one request', async () => {
      const seen = answer('get', '/sites/by/id/:ids', { data: rows });
      const result = await createDataProvider(fixtures).getMany('sites', { ids: [1, 2, 7] });
      expect(result).toEqual({ data: rows });
      expect(seen.map((r) => r.path)).toEqual(['/api/sites/by/id/1,2,7']);
    });

    it('splits ids into more requests only where one path would pass 4,000 characters of ids', async () => {
      const ids = Array.from({ length: 1200 }, (_, i) => 100_000 + i); // 7 characters each with its comma
      const seen = answer('get', '/sites/by/id/:ids', (req) => ({
        data: (req.path.split('/').pop() ?? '').split(',').map((id) => ({ id: Number(id) })),
      }));
      const result = await createDataProvider(fixtures).getMany('sites', { ids });
      expect(seen).toHaveLength(3);
      const sent = seen.map((r) => r.path.replace('/api/sites/by/id/', ''));
      for (const list of sent) expect(list.length).toBeLessThanOrEqual(4000);
      expect(sent.join(',')).toBe(ids.join(','));
      expect(result.data.map((r) => r.id)).toEqual(ids);
    });

    it('sends no request for no ids', async () => {
      const seen = answer('get', '/sites/by/id/:ids', { data: rows });
      expect(await createDataProvider(fixtures).getMany('sites', { ids: [] })).toEqual({ data: [] });
      expect(seen).toHaveLength(0);
    });
  });

  describe('getManyReference', () => {
    it('GET /{endpoint}/by/{target}/{value} with paging, sort and filters', async () => {
      const seen = answer('get', '/sites/by/:target/:value', { data: rows, meta: { total: 40 } });
      const result = await createDataProvider(fixtures).getManyReference('sites', {
        target: 'partner_id',
        id: 9,
        ...page,
        filter: { country: 'DE' },
      });
      expect(result).toEqual({ data: rows, total: 40 });
      expect(seen[0]?.path).toBe('/api/sites/by/partner_id/9');
      expect(queryOf(seen[0])).toEqual({
        page: '2',
        page_size: '25',
        sort: 'title',
        order: 'desc',
        'filter[country]': 'DE',
      });
    });

    it('for access.read admin: GET /admin/read/{endpoint}?by={target}&field={value} with paging', async () => {
      const seen = answer('get', '/admin/read/calls', { data: rows, meta: { total: 2 } });
      await createDataProvider(fixtures).getManyReference('call_logs', {
        target: 'user_id',
        id: 5,
        ...page,
        filter: {},
      });
      expect(queryOf(seen[0])).toEqual({
        by: 'user_id',
        field: '5',
        page: '2',
        page_size: '25',
        sort: 'title',
        order: 'desc',
      });
    });

    it("a gene's variants: GET /admin/genes/variants?gene_name=, sorted and paged on the client", async () => {
      const variants = ['rs30', 'rs4', 'rs200', 'rs1', 'rs15'].map((rsid, i) => ({
        id: i + 1,
        gene_name: 'APOE',
        rsid,
      }));
      const seen = answer('get', '/admin/genes/variants', { data: variants });
      const result = await createDataProvider(fixtures).getManyReference('gene-variants', {
        target: 'gene_name',
        id: 'APOE',
        pagination: { page: 2, perPage: 2 },
        sort: { field: 'rsid', order: 'ASC' },
        filter: {},
      });
      expect(seen).toHaveLength(1);
      expect(queryOf(seen[0])).toEqual({ gene_name: 'APOE' });
      // rs1 rs4 | rs15 rs30 | rs200: numbers inside the ids compare as numbers.
      expect(result.data.map((r) => r.rsid)).toEqual(['rs15', 'rs30']);
      expect(result.total).toBe(5);
    });

    it('a gene without a name: Missing query params, and no request', async () => {
      const seen = answer('get', '/admin/genes/variants', { data: [] });
      await expect(
        createDataProvider(fixtures).getManyReference('gene-variants', {
          target: 'gene_name',
          id: '  ',
          ...page,
          filter: {},
        }),
      ).rejects.toThrow('Missing query params');
      expect(seen).toHaveLength(0);
    });
  });

  it('create: POST /{endpoint} with body {data} and returns the saved record', async () => {
    const seen = answer('post', '/sites', (req) => ({
      data: { id: 10, ...(req.body as { data: object }).data },
    }));
    const result = await createDataProvider(fixtures).create('sites', { data: { name: 'Leeds' } });
    expect(result).toEqual({ data: { id: 10, name: 'Leeds' } });
    expect(seen[0]?.body).toEqual({ data: { name: 'Leeds' } });
    expect(seen[0]?.headers.get('Content-Type')).toBe('application/json');
  });

  it('update: PUT /{endpoint}/{id} with the changed fields as body {data}', async () => {
    const seen = answer('put', '/sites/:id', { data: { id: 3, name: 'York' } });
    const result = await createDataProvider(fixtures).update('sites', {
      id: 3,
      data: { id: 3, name: 'York' },
      previousData: { id: 3, name: 'Yrok' },
    });
    expect(result).toEqual({ data: { id: 3, name: 'York' } });
    expect(seen.map((r) => [r.path, r.body])).toEqual([['/api/sites/3', { data: { name: 'York' } }]]);
  });

  it('updateMany: one PUT per id with the changed fields, returning the ids', async () => {
    const seen = answer('put', '/sites/:id', (req) => ({ data: { id: Number(req.path.split('/').pop()) } }));
    const result = await createDataProvider(fixtures).updateMany('sites', {
      ids: [4, 5],
      data: { active: false },
    });
    expect(result).toEqual({ data: [4, 5] });
    expect(seen.map((r) => [r.path, r.body]).sort()).toEqual([
      ['/api/sites/4', { data: { active: false } }],
      ['/api/sites/5', { data: { active: false } }],
    ]);
  });

  it('delete: DELETE /{endpoint}/{id}, returning the deleted record', async () => {
    const seen = answer('delete', '/sites/:id', { data: { id: 6, name: 'Gone' } });
    const result = await createDataProvider(fixtures).delete('sites', { id: 6 });
    expect(result).toEqual({ data: { id: 6, name: 'Gone' } });
    expect(seen.map((r) => [r.method, r.path, r.body])).toEqual([['DELETE', '/api/sites/6', undefined]]);
    expect(seen[0]?.headers.get('Change-Reason')).toBe('Test%20clean-up');
  });

  it('delete answered 204 returns the previous record', async () => {
    answer('delete', '/sites/:id', () => new Response(null, { status: 204 }));
    const previousData = { id: 6, name: 'Gone' };
    expect(await createDataProvider(fixtures).delete('sites', { id: 6, previousData })).toEqual({
      data: previousData,
    });
  });

  it('deleteMany: one DELETE per id, returning the ids', async () => {
    const seen = answer('delete', '/sites/:id', (req) => ({
      data: { id: Number(req.path.split('/').pop()) },
    }));
    const result = await createDataProvider(fixtures).deleteMany('sites', { ids: [7, 8] });
    expect(result).toEqual({ data: [7, 8] });
    expect(seen.map((r) => r.path).sort()).toEqual(['/api/sites/7', '/api/sites/8']);
  });

  it('deleteMany: a partial failure names the deleted and the failed ids; a total one is the request error', async () => {
    answer('delete', '/sites/:id', (req) =>
      req.path.endsWith('/8')
        ? HttpResponse.json({ message: 'Site in use' }, { status: 409 })
        : { data: { id: Number(req.path.split('/').pop()) } },
    );
    const provider = createDataProvider(fixtures);
    const partial = await provider.deleteMany('sites', { ids: [7, 8, 9] }).catch((e: unknown) => e);
    expect(partial).toBeInstanceOf(PartialDeleteError);
    expect(partial).toMatchObject({ deleted: [7, 9], failed: [8], reason: 'Site in use' });
    const total = await provider.deleteMany('sites', { ids: [8] }).catch((e: unknown) => e);
    expect(total).toBeInstanceOf(HttpError);
    expect(total).toMatchObject({ status: 409, message: 'Site in use' });
  });
});
