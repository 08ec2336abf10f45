import { LruCache } from '@/lib/lru-cache';
import { decorate } from './decorate';
import { entityLookup } from './entity-paths';
import { stableKey } from './stable-key';
import { WRITE_METHODS, type DataProvider, type EntityFacts } from './types';

/** Reads kept per entity; enough for every page and record a session looks at. */
const MAX_ENTRIES_PER_ENTITY = 512;
const CACHED_READS = ['getList', 'getOne', 'getMany'] as const;

interface EntityCache {
  entries: LruCache<string, { expires: number; value: unknown }>;
  /** Bumped by every invalidation, so a read that started before it never stores its result. */
  generation: number;
}

const liveCaches = new Set<Map<string, EntityCache>>();

function invalidate(cache: EntityCache): void {
  cache.entries.clear();
  cache.generation += 1;
}

/** Forgets every cached read of every provider: on sign-out and when the signed-in user changes. */
export function clearDataCaches(): void {
  for (const caches of liveCaches) for (const cache of caches.values()) invalidate(cache);
}

/**
 * Serves getList/getOne/getMany of entities with a `cacheTtl` (studies, surveys, conditions,
 * links: 24 h) from memory; the entity's own create/update/delete drops its entries.
 */
export function withCache(provider: DataProvider, entities: readonly EntityFacts[]): DataProvider {
  const facts = entityLookup(entities);
  const caches = new Map<string, EntityCache>();
  liveCaches.add(caches);

  const cacheOf = (resource: string): EntityCache | undefined => {
    if (!facts(resource).cacheTtl) return undefined;
    const cache = caches.get(resource) ?? { entries: new LruCache(MAX_ENTRIES_PER_ENTITY), generation: 0 };
    caches.set(resource, cache);
    return cache;
  };

  const cached = decorate(provider, CACHED_READS, (read, method) => async (resource, params) => {
    const cache = cacheOf(resource);
    if (!cache) return read(resource, params);
    const key = stableKey([method, params]);
    const hit = cache.entries.get(key);
    if (hit && hit.expires > Date.now()) return hit.value;
    const generation = cache.generation;
    const value = await read(resource, params);
    const ttl = facts(resource).cacheTtl ?? 0;
    if (cache.generation === generation) cache.entries.set(key, { value, expires: Date.now() + ttl });
    return value;
  });

  return decorate(cached, WRITE_METHODS, (write) => async (resource, params) => {
    const cache = caches.get(resource);
    // Before and after: a read racing the write must not keep what the write replaced.
    if (cache) invalidate(cache);
    try {
      return await write(resource, params);
    } finally {
      if (cache) invalidate(cache);
    }
  });
}
