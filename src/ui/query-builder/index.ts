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
export {
  OPERATORS,
  type FilterField,
  type FilterFieldKind,
  type FilterOperator,
  type FilterOption,
  type FilterCombinator,
  type FilterComparison,
  type FilterCondition,
  type FilterGroup,
  type FilterQuery,
  type RuleGroup,
  type FilterRange,
  type FilterRule,
  type FilterScalar,
  type FilterValue,
} from './types';
