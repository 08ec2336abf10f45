import { userFilterFields } from './catalogue';
import type { FilterField, FilterQuery, FilterRange, FilterRule, FilterScalar, FilterValue } from './types';

const DAY_MS = 86_400_000;

// The mapping needs only the fields' names and kinds, not their words.
const catalogue = () => userFilterFields((key) => key);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The day after (or before) an ISO date: "after 1 May" starts on 2 May, whatever the time. */
function shiftDay(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const isDate = (v: unknown): v is string => typeof v === 'string' && ISO_DATE.test(v);
const isPair = (v: unknown): v is [unknown, unknown] => Array.isArray(v) && v.length === 2;
const filled = (v: unknown) => v !== undefined && v !== null && v !== '';
const toNumber = (v: unknown): number | undefined => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : undefined;
};

function isRange(v: FilterValue | undefined): v is FilterRange {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** One rule's condition, or `undefined` while the rule is incomplete (it then filters nothing). */
function condition(rule: FilterRule, field: FilterField): FilterValue | undefined {
  const { operator, value } = rule;
  switch (operator) {
    case 'contains':
      return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
    case 'equals':
      if (field.kind === 'number') return toNumber(value);
      return typeof value === 'string' && value.trim() !== '' ? { eq: value.trim() } : undefined;
    case 'not_equals': {
      const n = toNumber(value);
      return n === undefined ? undefined : { ne: n };
    }
    case 'less':
    case 'greater': {
      const n = toNumber(value);
      return n === undefined ? undefined : operator === 'less' ? { lt: n } : { gt: n };
    }
    case 'on':
      return isDate(value) ? value : undefined;
    case 'before':
      return isDate(value) ? { lt: value } : undefined;
    case 'after':
      return isDate(value) ? { gte: shiftDay(value, 1) } : undefined;
    case 'between': {
      if (!isPair(value)) return undefined;
      const [from, to] = value;
      if (field.kind === 'number') {
        const [a, b] = [toNumber(from), toNumber(to)];
        return a === undefined || b === undefined ? undefined : { gte: a, lte: b };
      }
      return isDate(from) && isDate(to) ? { gte: from, lt: shiftDay(to, 1) } : undefined;
    }
    case 'is':
      return typeof value === 'boolean' ? value : undefined;
    case 'any_of': {
      const list = Array.isArray(value) ? value.filter((v): v is FilterScalar => filled(v)) : [];
      return list.length > 0 ? list : undefined;
    }
  }
}

/**
 * The server's query for the builder's rules. Incomplete rules are left out; two rules on one
 * field combine their comparisons (after a date and before another is "between").
 */
export function toFilterQuery(
  rules: readonly FilterRule[],
  fields: readonly FilterField[] = catalogue(),
): FilterQuery | null {
  const query: FilterQuery = {};
  for (const rule of rules) {
    const field = fields.find((f) => f.name === rule.field);
    const value = field && condition(rule, field);
    if (value === undefined) continue;
    const before = query[rule.field];
    query[rule.field] = isRange(before) && isRange(value) ? { ...before, ...value } : value;
  }
  return Object.keys(query).length > 0 ? query : null;
}

function dateRule(name: string, value: FilterValue): FilterRule | null {
  if (isDate(value)) return { field: name, operator: 'on', value };
  if (!isRange(value)) return null;
  const { gte, gt, lt, lte, ...rest } = value;
  if (Object.keys(rest).length > 0) return null;
  const from = isDate(gte) ? gte : isDate(gt) ? shiftDay(gt, 1) : undefined;
  const until = isDate(lt) ? shiftDay(lt, -1) : isDate(lte) ? lte : undefined;
  const bounds = [gte, gt, lt, lte].filter((b) => b !== undefined).length;
  if (bounds !== [from, until].filter(Boolean).length) return null;
  if (from && until) return { field: name, operator: 'between', value: [from, until] };
  if (from) return { field: name, operator: 'after', value: shiftDay(from, -1) };
  if (until) return { field: name, operator: 'before', value: shiftDay(until, 1) };
  return null;
}

function numberRule(name: string, value: FilterValue): FilterRule | null {
  if (typeof value === 'number') return { field: name, operator: 'equals', value };
  if (!isRange(value)) return null;
  const keys = Object.keys(value).sort().join(',');
  const n = (v: unknown) => toNumber(v) ?? null;
  if (keys === 'gte,lte') return { field: name, operator: 'between', value: [n(value.gte), n(value.lte)] };
  if (keys === 'ne') return { field: name, operator: 'not_equals', value: n(value.ne) };
  if (keys === 'lt') return { field: name, operator: 'less', value: n(value.lt) };
  if (keys === 'gt') return { field: name, operator: 'greater', value: n(value.gt) };
  return null;
}

function ruleFor(field: FilterField, value: FilterValue): FilterRule | null {
  const name = field.name;
  switch (field.kind) {
    case 'text':
      if (typeof value === 'string') return { field: name, operator: 'contains', value };
      if (isRange(value) && Object.keys(value).join() === 'eq' && typeof value.eq === 'string')
        return { field: name, operator: 'equals', value: value.eq };
      return null;
    case 'date':
      return dateRule(name, value);
    case 'number':
      return numberRule(name, value);
    case 'boolean':
      return typeof value === 'boolean' ? { field: name, operator: 'is', value } : null;
    case 'choice':
      if (Array.isArray(value)) return { field: name, operator: 'any_of', value: [...value] };
      return isRange(value) ? null : { field: name, operator: 'any_of', value: [value] };
  }
}

/**
 * The builder's rules for a server query, and the conditions it cannot show as rules (fields
 * outside the catalogue, sort keys, shapes it does not offer), which are kept as they are.
 */
export function fromFilterQuery(
  query: FilterQuery | null,
  fields: readonly FilterField[] = catalogue(),
): { rules: FilterRule[]; kept: FilterQuery } {
  const rules: FilterRule[] = [];
  const kept: FilterQuery = {};
  for (const [name, value] of Object.entries(query ?? {})) {
    const field = fields.find((f) => f.name === name);
    const rule = field ? ruleFor(field, value) : null;
    if (rule) rules.push(rule);
    else kept[name] = value;
  }
  return { rules, kept };
}
