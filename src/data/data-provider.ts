import { createBaseDataProvider } from './base-provider';
import type { AnswerParsers, DataProvider, EntityFacts, EntityReads } from './types';
import { withCache } from './with-cache';
import { withDedup } from './with-dedup';
import { withFormErrors } from './with-form-errors';

/**
 * The console's one dataProvider: generic endpoints (or an area's own reads), then server field
 * errors shaped for forms, the 24 h cache of the entities that declare one, and shared concurrent
 * reads. Order matters: de-duplication is outermost so a cache miss is fetched once however many
 * screens ask. The composition root (src/app) builds it from the registries.
 */
export function createDataProvider(
  schemas: readonly EntityFacts[],
  reads: Readonly<Record<string, EntityReads>> = {},
  answers?: AnswerParsers,
): DataProvider {
  return withDedup(withCache(withFormErrors(createBaseDataProvider(schemas, reads, answers)), schemas));
}
