export { UserQueryBuilder, type UserQueryBuilderProps } from './user-query-builder';
export {
  toFilterQuery,
  fromFilterQuery,
  toFilterGroup,
  fromFilterGroup,
  withQueryFields,
} from './filter-query';
export { useFilterCount, COUNT_DELAY_MS, type FilterCount } from './use-filter-count';
export {
  userFilterFields,
  customPropertyFields,
  ENROLLED_IN,
  CUSTOM_PROPERTY,
  type CustomPropertyDef,
} from './catalogue';
export { FilterCountText } from './filter-count-text';
export { useCustomProperties } from './use-custom-properties';
