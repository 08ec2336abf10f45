export { FilterBuilder, type FilterBuilderProps, type FilterBuilderTexts } from './filter-builder';
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
