// The generated screens (React). The pure core (defineEntity, types, access) is '@/engine'.
export { resourceFor, resourceElement, representRecord, type EntityResource } from './resource-for';
export type { EntityListPageProps } from './entity-list';
export {
  EntityListPage,
  EntityShowPage,
  EntityEditPage,
  EntityCreatePage,
  preloadListView,
  preloadRecordView,
} from './lazy-pages';
export { RowPrefetchContext, type RowPrefetch } from './row-prefetch';
export { AccessDenied } from './access-denied';
export { entityListQuery, hasSensitiveParams, listStoreKey, type EntityListQuery } from './list-query';
export { useEntityAccess, type EntityAccessFlags } from './use-entity-access';
export { icons } from './icons';
export { humanize } from '../widgets/labels';
export { ConflictChoices, type ConflictChoicesProps, type ConflictTexts } from './conflict-choices';
