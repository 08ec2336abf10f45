import { entities } from '@/app/registry';
import { createBaseDataProvider } from './base-provider';
import { bindDataCachesToSession } from './session';
import type { DataProvider, EntityFacts } from './types';
import { withCache } from './with-cache';
import { withDedup } from './with-dedup';
import { withFormErrors } from './with-form-errors';

/**
 * The console's one dataProvider: generic endpoints, then server field errors shaped for forms,
 * the 24 h cache of the entities that declare one, and shared concurrent reads. Order matters:
 * de-duplication is outermost so a cache miss is fetched once however many screens ask.
 */
export function createDataProvider(schemas: readonly EntityFacts[]): DataProvider {
  return withDedup(withCache(withFormErrors(createBaseDataProvider(schemas)), schemas));
}

export const dataProvider: DataProvider = createDataProvider(entities);

// Bound once, for the life of the app, like the default provider itself.
bindDataCachesToSession();
