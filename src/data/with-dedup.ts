import { decorate } from './decorate';
import { stableKey } from './stable-key';
import { READ_METHODS, type DataProvider } from './types';

/**
 * Identical reads that are in flight at the same time share one request (e.g. a list and a
 * reference field asking for the same page while a screen mounts). Settled reads are forgotten:
 * this is not a cache.
 */
export function withDedup(provider: DataProvider): DataProvider {
  const inFlight = new Map<string, Promise<unknown>>();
  return decorate(provider, READ_METHODS, (read, method) => (resource, params) => {
    const key = stableKey([method, resource, params]);
    const pending = inFlight.get(key);
    if (pending) return pending;
    const started = read(resource, params).finally(() => inFlight.delete(key));
    inFlight.set(key, started);
    return started;
  });
}
