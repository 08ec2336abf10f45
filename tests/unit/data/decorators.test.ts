import type { DataProvider } from 'react-admin';
import { createBaseDataProvider, withCache, withDedup } from '@/data';
import { stableKey } from '@/data/stable-key';

/** A provider whose every method counts its calls and answers after a tick. */
function countingProvider(): { provider: DataProvider; calls: string[] } {
  const calls: string[] = [];
  const base = createBaseDataProvider([]);
  const provider = Object.fromEntries(
    Object.keys(base).map((method) => [
      method,
      async (resource: string) => {
        calls.push(`${method} ${resource}`);
        await Promise.resolve();
        return { data: [], total: 0 };
      },
    ]),
  ) as DataProvider;
  return { provider, calls };
}

const params = {
  pagination: { page: 1, perPage: 10 },
  sort: { field: 'id', order: 'ASC' as const },
  filter: {},
};

describe('decorators, each on its own', () => {
  afterEach(() => vi.useRealTimers());

  it('withCache honours the entity own cacheTtl', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { provider, calls } = countingProvider();
    const cached = withCache(provider, [
      { name: 'links', endpoint: 'links', access: { read: 'public' }, cacheTtl: 1000 },
    ]);
    await cached.getList('links', params);
    vi.advanceTimersByTime(999);
    await cached.getList('links', params);
    vi.advanceTimersByTime(2);
    await cached.getList('links', params);
    expect(calls).toEqual(['getList links', 'getList links']);
  });

  it('withCache never caches getManyReference', async () => {
    const { provider, calls } = countingProvider();
    const cached = withCache(provider, [
      { name: 'links', endpoint: 'links', access: { read: 'public' }, cacheTtl: 1000 },
    ]);
    const ref = { ...params, target: 'study_id', id: 1 };
    await cached.getManyReference('links', ref);
    await cached.getManyReference('links', ref);
    expect(calls).toHaveLength(2);
  });

  it('withDedup shares concurrent identical reads and passes writes through', async () => {
    const { provider, calls } = countingProvider();
    const deduped = withDedup(provider);
    await Promise.all([deduped.getOne('sites', { id: 1 }), deduped.getOne('sites', { id: 1 })]);
    await Promise.all([deduped.delete('sites', { id: 1 }), deduped.delete('sites', { id: 1 })]);
    expect(calls).toEqual(['getOne sites', 'delete sites', 'delete sites']);
  });

  it('stableKey ignores key order, undefined values and abort signals', () => {
    expect(stableKey({ a: 1, b: { c: 2, d: [1, 2] } })).toBe(
      stableKey({ b: { d: [1, 2], c: 2 }, a: 1, e: undefined }),
    );
    expect(stableKey({ id: 1, signal: new AbortController().signal })).toBe(stableKey({ id: 1 }));
    expect(stableKey({ ids: [1, 2] })).not.toBe(stableKey({ ids: [2, 1] }));
  });
});
