// The generated screens (React). The pure core (defineEntity, types, access) is '@/engine'.
export { resourceFor, representRecord, type EntityResource } from './resource-for';
export { EntityListPage, type EntityListPageProps } from './entity-list';
export { EntityShowPage } from './entity-show';
export { EntityEditPage } from './entity-edit';
export { EntityCreatePage } from './entity-create';
export { AccessDenied } from './access-denied';
export { useEntityAccess, type EntityAccessFlags } from './use-entity-access';
export { icons } from './icons';
export { widgets, humanize } from '../widgets';
