/** A comparison on one field; the server applies all that are present. */
export interface FilterRange {
  eq?: string | number;
  ne?: string | number;
  gt?: string | number;
  gte?: string | number;
  lt?: string | number;
  lte?: string | number;
}

export type FilterScalar = string | number | boolean;

/** One condition: a value (text contains it, others equal it), a list (any of) or a comparison. */
export type FilterValue = FilterScalar | FilterScalar[] | FilterRange;

/**
 * The `query` of `POST /users/filter` and `/users/filter/count` (docs/backend.md, "Users list"):
 * field names to conditions, all of which must hold.
 */
export type FilterQuery = Record<string, FilterValue>;

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

export const OPERATORS = {
  text: ['contains', 'equals'],
  date: ['on', 'before', 'after', 'between'],
  number: ['equals', 'not_equals', 'less', 'greater', 'between'],
  boolean: ['is'],
  choice: ['any_of'],
} as const satisfies Record<FilterFieldKind, readonly string[]>;

export type FilterOperator = (typeof OPERATORS)[FilterFieldKind][number];
