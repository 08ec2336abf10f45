import type { FilterField, FilterFieldKind, FilterRange, FilterRule, FilterValue } from './types';

// Queries saved before the builder wrote a tree are plain entries, `"<field>": <condition>`
// (docs/backend.md, section 16, "Older queries"): these read them as the builder's rows.

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The day after (or before) an ISO date: "after 1 May" starts on 2 May, whatever the time. */
export function shiftDay(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export const isDate = (v: unknown): v is string => typeof v === 'string' && ISO_DATE.test(v);
export const toNumber = (v: unknown): number | undefined => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : undefined;
};

function isRange(v: unknown): v is FilterRange {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function dateRule(name: string, value: unknown): FilterRule | null {
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

function numberRule(name: string, value: unknown): FilterRule | null {
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

/** A plain entry as a row, or null when the builder has no row for its shape. */
export function legacyRule(field: FilterField, value: unknown): FilterRule | null {
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
      if (Array.isArray(value)) return { field: name, operator: 'any_of', value: [...(value as unknown[])] };
      return isRange(value) ? null : { field: name, operator: 'any_of', value: [value] };
  }
}

/**
 * The kind of a custom property's plain entry, for a property whose definition has not arrived
 * (or that the account may not read): told by its value, as the server compared it.
 */
export function legacyKind(value: FilterValue | unknown): FilterFieldKind | null {
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'string') return isDate(value) ? 'date' : 'text';
  if (!isRange(value)) return null;
  const bounds = Object.values(value);
  if (bounds.every(isDate)) return 'date';
  return bounds.every((b) => toNumber(b) !== undefined) ? 'number' : 'text';
}
