/** A comparison on one field, in a query's plain entries (an old saved query, the list's filters). */
export interface FilterRange {
  eq?: string | number;
  ne?: string | number;
  gt?: string | number;
  gte?: string | number;
  lt?: string | number;
  lte?: string | number;
}

export type FilterScalar = string | number | boolean;

/** A plain entry's condition: a value (text contains it, others equal it), a list (any of) or a comparison. */
export type FilterValue = FilterScalar | FilterScalar[] | FilterRange;

/** How a condition of the query tree compares (docs/backend.md, section 16). */
export type FilterComparison = 'contains' | 'eq' | 'ne' | 'lt' | 'gt' | 'between' | 'in';

/** One condition of the query tree (src/contract/users-query.ts `usersCondition`). */
export interface FilterCondition {
  field: string;
  op: FilterComparison;
  value: FilterScalar | FilterScalar[];
}

export type FilterCombinator = 'and' | 'or';

/** Conditions of which all or any must hold; `not` turns the answer round. */
export interface FilterGroup {
  combinator: FilterCombinator;
  not?: boolean;
  rules: (FilterCondition | FilterGroup)[];
}

/**
 * The `query` of `POST /users/filter` and `/users/filter/count` (docs/backend.md, sections 3 and
 * 16): the builder's conditions as a tree under `where`, beside plain entries it keeps as they are.
 */
export interface FilterQuery {
  where?: FilterGroup;
  [entry: string]: unknown;
}

export type FilterFieldKind = 'text' | 'date' | 'number' | 'boolean' | 'choice';

export interface FilterOption {
  value: string | number;
  label: string;
}

/** One field the users can be filtered on. */
export interface FilterField {
  name: string;
  label: string;
  kind: FilterFieldKind;
  /** `choice` fields: the values to choose from, unless they come from `reference`. */
  options?: FilterOption[];
  /** `choice` fields whose values are the records of another entity (by id). */
  reference?: { entity: string; titleField: string };
}

/** One row of the builder: a field, what to compare, and the value (two for "between"). */
export interface FilterRule {
  field: string;
  operator: FilterOperator;
  value: unknown;
}

/** The builder's group: its rows and the groups inside it. */
export interface RuleGroup {
  combinator: FilterCombinator;
  not?: boolean;
  rules: (FilterRule | RuleGroup)[];
}

export const isGroup = <R extends object, G extends { rules: unknown[] }>(node: R | G): node is G =>
  'rules' in node;

export const OPERATORS = {
  text: ['contains', 'equals'],
  date: ['on', 'before', 'after', 'between'],
  number: ['equals', 'not_equals', 'less', 'greater', 'between'],
  boolean: ['is'],
  choice: ['any_of'],
} as const satisfies Record<FilterFieldKind, readonly string[]>;

export type FilterOperator = (typeof OPERATORS)[FilterFieldKind][number];
