export { createDataProvider, dataProvider } from './data-provider';
export { createBaseDataProvider } from './base-provider';
export { withCache, clearDataCaches } from './with-cache';
export { withDedup } from './with-dedup';
export { withFormErrors, toFormError } from './with-form-errors';
export { adminRead, deleteSegment, getGeneVariants, getUserCustomProperties, searchReference } from './api';
export { queryKeys, type QueryKeys } from './query-keys';
export type { EntityFacts, ServerRecord } from './types';
