import { createDataProvider } from '@/data';
import { answer, fixtures } from './helpers';

const slowSites = () =>
  answer('get', '/sites', async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    return Response.json({ data: [{ id: 1 }], meta: { total: 1 } });
  });

describe('no screen fires the same request twice: identical concurrent reads share one request', () => {
  it('shares one request between identical reads whatever the key order of their params', async () => {
    const seen = slowSites();
    const provider = createDataProvider(fixtures);
    const [a, b] = await Promise.all([
      provider.getList('sites', {
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      }),
      provider.getList('sites', {
        filter: {},
        sort: { order: 'ASC', field: 'id' },
        pagination: { perPage: 25, page: 1 },
      }),
    ]);
    expect(seen).toHaveLength(1);
    expect(a).toEqual(b);
  });

  it('sends different reads separately', async () => {
    const seen = slowSites();
    const provider = createDataProvider(fixtures);
    await Promise.all([
      provider.getList('sites', {
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      }),
      provider.getList('sites', {
        pagination: { page: 2, perPage: 25 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      }),
    ]);
    expect(seen).toHaveLength(2);
  });

  it('forgets a read once it has settled, success or failure', async () => {
    let calls = 0;
    answer('get', '/sites/:id', () => {
      calls += 1;
      return calls === 1
        ? Response.json({ message: 'Nope' }, { status: 500 })
        : Response.json({ data: { id: 1 } });
    });
    const provider = createDataProvider(fixtures);
    const shared = await Promise.allSettled([
      provider.getOne('sites', { id: 1 }),
      provider.getOne('sites', { id: 1 }),
    ]);
    expect(shared.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    await provider.getOne('sites', { id: 1 });
    await provider.getOne('sites', { id: 1 });
    expect(calls).toBe(3);
  });

  it('never shares writes', async () => {
    const seen = answer('post', '/sites', { data: { id: 1 } });
    const provider = createDataProvider(fixtures);
    await Promise.all([
      provider.create('sites', { data: { name: 'A' } }),
      provider.create('sites', { data: { name: 'A' } }),
    ]);
    expect(seen).toHaveLength(2);
  });
});
