import { clearDataCaches, createDataProvider } from '@/data';
import { setReasonPrompt } from '@/http';
import { answer, fixtures } from './helpers';

const DAY_MS = 86_400_000;
const listParams = {
  pagination: { page: 1, perPage: 25 },
  sort: { field: 'title', order: 'ASC' as const },
  filter: {},
};
const study = { id: 1, title: 'Alpha' };

describe('cache: studies, surveys, conditions and links are cached for 24 hours (86,400,000 ms)', () => {
  // Deletes are risky writes: the console's dialog would ask why; here the answer is given.
  beforeEach(() => {
    onTestFinished(setReasonPrompt(() => Promise.resolve('Test clean-up')));
  });

  beforeEach(() => {
    // Only the clock is faked: MSW and fetch keep their real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-01T09:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('serves getList from memory until 24 h have passed, then asks the server again', async () => {
    const seen = answer('get', '/studies', { data: [study], meta: { total: 1 } });
    const provider = createDataProvider(fixtures);
    const first = await provider.getList('studies', listParams);
    vi.setSystemTime(Date.now() + DAY_MS - 1);
    expect(await provider.getList('studies', listParams)).toEqual(first);
    expect(seen).toHaveLength(1);
    vi.setSystemTime(Date.now() + 2);
    await provider.getList('studies', listParams);
    expect(seen).toHaveLength(2);
  });

  it('caches getOne and getMany per id set', async () => {
    const one = answer('get', '/studies/:id', { data: study });
    const many = answer('get', '/studies/by/id/:ids', { data: [study] });
    const provider = createDataProvider(fixtures);
    await provider.getOne('studies', { id: 1 });
    await provider.getOne('studies', { id: 1 });
    await provider.getMany('studies', { ids: [1] });
    await provider.getMany('studies', { ids: [1] });
    await provider.getMany('studies', { ids: [1, 2] });
    expect(one).toHaveLength(1);
    expect(many.map((r) => r.path)).toEqual(['/api/studies/by/id/1', '/api/studies/by/id/1,2']);
  });

  it('does not cache entities without a cache lifetime', async () => {
    const seen = answer('get', '/sites', { data: [], meta: { total: 0 } });
    const provider = createDataProvider(fixtures);
    await provider.getList('sites', listParams);
    await provider.getList('sites', listParams);
    expect(seen).toHaveLength(2);
  });

  it('does not cache failures', async () => {
    let calls = 0;
    answer('get', '/studies/:id', () => {
      calls += 1;
      return calls === 1
        ? Response.json({ message: 'Boom' }, { status: 500 })
        : Response.json({ data: study });
    });
    const provider = createDataProvider(fixtures);
    await expect(provider.getOne('studies', { id: 1 })).rejects.toMatchObject({ status: 500 });
    expect(await provider.getOne('studies', { id: 1 })).toEqual({ data: study });
    expect(calls).toBe(2);
  });

  it.each([
    ['create', { data: { title: 'New' } }],
    ['update', { id: 1, data: { title: 'Renamed' }, previousData: study }],
    ['updateMany', { ids: [1], data: { title: 'Renamed' } }],
    ['delete', { id: 1 }],
    ['deleteMany', { ids: [1] }],
  ] as const)('is invalidated by the entity own %s', async (method, params) => {
    const reads = answer('get', '/studies', { data: [study], meta: { total: 1 } });
    answer('post', '/studies', { data: study });
    answer('put', '/studies/:id', { data: study });
    answer('delete', '/studies/:id', { data: study });
    const provider = createDataProvider(fixtures);
    await provider.getList('studies', listParams);
    await (provider[method] as (resource: string, p: unknown) => Promise<unknown>)('studies', params);
    await provider.getList('studies', listParams);
    expect(reads).toHaveLength(2);
  });

  it('is not invalidated by mutations of another entity', async () => {
    const reads = answer('get', '/studies', { data: [study], meta: { total: 1 } });
    answer('post', '/surveys', { data: { id: 5 } });
    const provider = createDataProvider(fixtures);
    await provider.getList('studies', listParams);
    await provider.create('surveys', { data: { title: 'Survey' } });
    await provider.getList('studies', listParams);
    expect(reads).toHaveLength(1);
  });

  it('does not keep a read that was in flight while the entity changed', async () => {
    let title = 'Before';
    const reads = answer('get', '/studies/:id', async () => {
      const sent = title;
      await new Promise((resolve) => setTimeout(resolve, 30));
      return Response.json({ data: { id: 1, title: sent } });
    });
    answer('put', '/studies/:id', () => {
      title = 'After';
      return { data: { id: 1, title } };
    });
    const provider = createDataProvider(fixtures);
    const stale = provider.getOne('studies', { id: 1 });
    await provider.update('studies', { id: 1, data: { title: 'After' }, previousData: study });
    expect((await stale).data.title).toBe('Before');
    expect((await provider.getOne('studies', { id: 1 })).data.title).toBe('After');
    expect(reads).toHaveLength(2);
  });

  it('clearDataCaches (sign-out, user switch) forgets every cached read', async () => {
    const studies = answer('get', '/studies', { data: [study], meta: { total: 1 } });
    const surveys = answer('get', '/surveys', { data: [], meta: { total: 0 } });
    const provider = createDataProvider(fixtures);
    await provider.getList('studies', listParams);
    await provider.getList('surveys', listParams);
    clearDataCaches();
    await provider.getList('studies', listParams);
    await provider.getList('surveys', listParams);
    expect([studies.length, surveys.length]).toEqual([2, 2]);
  });
});
