import type { EntitySchema, FieldDef } from '@/engine';
import { uniqueFields } from '../db';
import type { FieldErrors, Row } from './respond';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const URL_LIKE = /^https?:\/\/\S+$/i;

const isEmpty = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** Fields a client may write: no id, nothing read-only or derived (the server computes those). */
export function writable(schema: EntitySchema | undefined, data: Row): Row {
  if (!schema) {
    const { id: _id, ...rest } = data;
    return rest;
  }
  const key = new Set(schema.key ?? []);
  const out: Row = {};
  for (const f of schema.fields) {
    if (f.source in data && (key.has(f.source) || (f.source !== 'id' && !f.readOnly && !f.derived))) {
      out[f.source] = data[f.source];
    }
  }
  return out;
}

function fieldError(f: FieldDef, v: unknown): string | undefined {
  if (isEmpty(v)) return undefined;
  if (f.type === 'email' && (typeof v !== 'string' || !EMAIL.test(v))) return 'must be a valid email';
  if (f.type === 'url' && (typeof v !== 'string' || !URL_LIKE.test(v))) return 'Invalid URL';
  if (f.type === 'enum' && f.choices && !f.choices.includes(String(v)))
    return `must be one of ${f.choices.join(', ')}`;
  if (typeof v === 'string') {
    if (f.minLength !== undefined && v.length < f.minLength)
      return `must be at least ${f.minLength} characters`;
    if (f.maxLength !== undefined && v.length > f.maxLength)
      return `must be at most ${f.maxLength} characters`;
  }
  if (typeof v === 'number') {
    if (f.min !== undefined && v < f.min) return `must be at least ${f.min}`;
    if (f.max !== undefined && v > f.max) return `must be at most ${f.max}`;
    if (f.type === 'money' && !Number.isInteger(Math.round(v * 1e6) / 1e4))
      return 'must have at most 2 decimal places';
  }
  return undefined;
}

/**
 * 422 material: required fields (on create, or emptied on update) and per-type checks. An update
 * carries only the changed fields, so an end is checked against the stored start and vice versa.
 */
export function invalidFields(
  schema: EntitySchema | undefined,
  data: Row,
  creating: boolean,
  stored: Row = {},
): FieldErrors {
  const errors: FieldErrors = {};
  const valueOf = (source: string) => (source in data ? data[source] : stored[source]);
  for (const f of schema?.fields ?? []) {
    if (f.readOnly || f.derived || f.source === 'id') continue;
    const present = f.source in data;
    const problem = present ? fieldError(f, data[f.source]) : undefined;
    if (f.required && (creating || present) && isEmpty(data[f.source]))
      errors[f.source] = 'is a required field';
    else if (problem) errors[f.source] = problem;
    else if (f.notBefore !== undefined && (present || f.notBefore in data)) {
      const own = valueOf(f.source);
      const start = valueOf(f.notBefore);
      if (!isEmpty(own) && !isEmpty(start) && Date.parse(String(own)) < Date.parse(String(start)))
        errors[f.source] = `must not be before ${f.notBefore}`;
    }
  }
  return errors;
}

const norm = (v: unknown) => String(v).trim().toLowerCase();

/** 409 material: a unique field whose value another row already holds (case-insensitive). */
export function duplicateFields(
  schema: EntitySchema | undefined,
  table: readonly Row[],
  data: Row,
  self?: Row,
): FieldErrors {
  const errors: FieldErrors = {};
  if (!schema) return errors;
  for (const source of uniqueFields(schema)) {
    const value = data[source];
    if (isEmpty(value)) continue;
    if (table.some((row) => row !== self && row[source] !== null && norm(row[source]) === norm(value))) {
      errors[source] = `A record with this ${source.replace(/_/g, ' ')} already exists`;
    }
  }
  return errors;
}

/** Where a new record's life cycle starts: its first state, or not published. */
export function lifecycleStart(schema: EntitySchema | undefined): Row {
  const start: Row = {};
  for (const f of schema?.fields ?? []) {
    if (!f.lifecycle) continue;
    start[f.source] = f.type === 'boolean' ? false : (f.choices?.[0] ?? null);
  }
  return start;
}

/**
 * 422 material: a generic write that would move a life-cycle field (a status, published) other
 * than through its area's actions, where the checks, timelines and change notes are kept. The
 * value a client read back unchanged passes, so a record's whole body can be saved as it came.
 */
export function lifecycleFields(
  schema: EntitySchema | undefined,
  body: Row,
  stored: Row | undefined,
): FieldErrors {
  const errors: FieldErrors = {};
  const start = lifecycleStart(schema);
  for (const f of schema?.fields ?? []) {
    if (!f.lifecycle || !(f.source in body)) continue;
    const current = stored ? stored[f.source] : start[f.source];
    if (String(body[f.source]) !== String(current))
      errors[f.source] = 'changes only through its own actions, not a generic save';
  }
  return errors;
}
