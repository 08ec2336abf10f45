export { createDataProvider } from './data-provider';
export { bindDataCachesToSession } from './session';
export { pathSegment } from './entity-paths';
export { sortParams, splitFilter } from './list-params';
export { createBaseDataProvider } from './base-provider';
export { withCache, clearDataCaches } from './with-cache';
export { withDedup } from './with-dedup';
export { withFormErrors, toFormError } from './with-form-errors';
export { adminRead, deleteSegment, getGeneVariants, searchReference } from './api';
export { queryKeys, type QueryKeys } from './query-keys';
export { stableKey } from './stable-key';
export { prefetchList, prefetchRecord, prefetchedStaleTime, QUIET_READ, quietOptions } from './prefetch';
export type { AnswerParsers, DataProvider, EntityFacts, EntityReads, ServerRecord } from './types';
export { changedFields, isVersionConflict, sameValue, versionTag } from './changes';
export {
  allChoices,
  conflictFields,
  defaultChoices,
  mergeValues,
  type Conflict,
  type ConflictField,
  type Side,
} from './merge';
