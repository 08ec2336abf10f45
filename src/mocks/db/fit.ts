import type { FieldDef } from '@/engine';
import { isObject } from '../lib/respond';

const TEXTUAL = new Set(['text', 'longText', 'email', 'url', 'richText', 'date', 'datetime']);

/** What `fit` gives when an override's value cannot serve the field: the by-type value is used. */
export const NO_FIT = Symbol('no fit');
const fallback = NO_FIT;

/**
 * Makes an override's value fit the schema's field type, or gives NO_FIT: overrides are written
 * for likely shapes (e.g. `sex: 'female'`) without knowing each schema.
 */
export function fit(f: FieldDef, value: unknown): unknown {
  if (value === null || value === undefined) return f.required ? fallback : null;
  switch (f.type) {
    case 'enum': {
      const choices = f.choices ?? [];
      const wanted = String(value).toLowerCase();
      return choices.find((c) => c.toLowerCase() === wanted) ?? fallback;
    }
    case 'reference':
      return typeof value === 'number' || /^\d+$/.test(String(value)) ? value : fallback;
    case 'number':
    case 'money':
      return typeof value === 'number' ? value : fallback;
    case 'boolean':
      return typeof value === 'boolean' ? value : fallback;
    case 'array':
    case 'tags':
      if (Array.isArray(value) && f.reference)
        return value.every((x) => typeof x === 'number') ? value : fallback;
      if (Array.isArray(value)) return value;
      return typeof value === 'string' ? [value] : fallback;
    case 'address':
    case 'localeText':
      return isObject(value) ? value : fallback;
    case 'json':
      return value;
    default:
      if (!TEXTUAL.has(f.type)) return fallback;
      if (Array.isArray(value)) return value.join(', ');
      return typeof value === 'string' || typeof value === 'number' ? String(value) : fallback;
  }
}

const mark = (v: unknown, canary: string) => (typeof v === 'string' ? `${v} ${canary}` : v);

/** Puts the XSS canary into every free-text value of a field, leaving formats (email, url, dates) intact. */
export function withCanary(f: FieldDef, value: unknown, canary: string): unknown {
  if (value === null || value === undefined) return value;
  switch (f.type) {
    case 'text':
    case 'longText':
    case 'richText':
      return mark(value, canary);
    case 'tags':
      return Array.isArray(value) ? value.map((v) => mark(v, canary)) : value;
    case 'array':
      return Array.isArray(value) && !f.reference && (f.of ?? 'text') === 'text'
        ? value.map((v) => mark(v, canary))
        : value;
    case 'localeText':
      return isObject(value)
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mark(v, canary)]))
        : value;
    case 'address':
      return isObject(value)
        ? { ...value, line1: mark(value.line1, canary), city: mark(value.city, canary) }
        : value;
    default:
      return value;
  }
}
