import { LruCache } from '@/lib/lru-cache';

describe('spec §9: translation and schema caches are capped (LruCache)', () => {
  test('keeps at most max entries, evicting the least recently used', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1).set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.has('b')).toBe(false);
    expect(cache.has('a')).toBe(true);
    expect(cache.size).toBe(2);
  });

  test('setting an existing key refreshes it without growing', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1).set('b', 2).set('a', 10).set('c', 3);
    expect(cache.get('a')).toBe(10);
    expect(cache.has('b')).toBe(false);
  });

  test('has does not refresh recency; delete and clear remove', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1).set('b', 2);
    expect(cache.has('a')).toBe(true);
    cache.set('c', 3);
    expect(cache.has('a')).toBe(false);
    expect(cache.delete('b')).toBe(true);
    expect(cache.delete('b')).toBe(false);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  test('undefined values are stored', () => {
    const cache = new LruCache<string, number | undefined>(1);
    cache.set('a', undefined);
    expect(cache.has('a')).toBe(true);
  });

  test('a capacity below 1 is refused', () => {
    expect(() => new LruCache(0)).toThrow(RangeError);
  });
});
