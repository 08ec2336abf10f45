import { isDate, toNumber } from './legacy-query';
import type {
  FilterComparison,
  FilterCondition,
  FilterFieldKind,
  FilterOperator,
  FilterRule,
  FilterScalar,
} from './types';

/** What the server is asked for each of the builder's comparisons (docs/backend.md, section 16). */
export const OP_OF: Record<FilterOperator, FilterComparison> = {
  contains: 'contains',
  equals: 'eq',
  not_equals: 'ne',
  less: 'lt',
  greater: 'gt',
  on: 'eq',
  before: 'lt',
  after: 'gt',
  between: 'between',
  is: 'eq',
  any_of: 'in',
};

/** The builder's comparison for a server one, by the kind of the field compared. */
export const OPERATOR_OF: Record<FilterFieldKind, Partial<Record<FilterComparison, FilterOperator>>> = {
  text: { contains: 'contains', eq: 'equals' },
  number: { eq: 'equals', ne: 'not_equals', lt: 'less', gt: 'greater', between: 'between' },
  date: { eq: 'on', lt: 'before', gt: 'after', between: 'between' },
  boolean: { eq: 'is' },
  choice: { in: 'any_of' },
};

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);
const filled = (v: unknown): v is FilterScalar =>
  typeof v === 'number' || typeof v === 'boolean' || (typeof v === 'string' && v !== '');

/** The value the server gets for a row, or `undefined` while the row is incomplete. */
export function valueOf(rule: FilterRule, kind: FilterFieldKind): FilterCondition['value'] | undefined {
  const { operator, value } = rule;
  if (operator === 'any_of') {
    const list = Array.isArray(value) ? value.filter(filled) : [];
    return list.length > 0 ? list : undefined;
  }
  if (operator === 'is') return typeof value === 'boolean' ? value : undefined;
  if (operator === 'between') {
    if (!Array.isArray(value) || value.length !== 2) return undefined;
    const pair: unknown[] = value;
    if (kind === 'date') return pair.every(isDate) ? (pair as string[]) : undefined;
    const numbers = pair.map(toNumber);
    return numbers.every((n) => n !== undefined) ? (numbers as number[]) : undefined;
  }
  if (operator === 'on' || operator === 'before' || operator === 'after')
    return isDate(value) ? value : undefined;
  return kind === 'number' || (operator !== 'contains' && operator !== 'equals')
    ? toNumber(value)
    : text(value);
}

/** A condition's field kind, told by the condition alone (a field the catalogue does not name). */
export function conditionKind(c: FilterCondition): FilterFieldKind {
  if (c.op === 'contains') return 'text';
  if (c.op === 'in') return 'choice';
  const values = Array.isArray(c.value) ? c.value : [c.value];
  if (values.every((v) => typeof v === 'boolean')) return 'boolean';
  if (values.every((v) => typeof v === 'number')) return 'number';
  return values.every(isDate) && c.op !== 'ne' ? 'date' : 'text';
}
