// The spec's generic input checks (SPEC §5) with their default messages, as locale keys.
// Each returns undefined when the value passes, else react-admin's `{ message, args }`.
import type { FieldDef } from './types';

export interface ValidationMessage {
  message: string;
  args: Record<string, string | number>;
}
/** A check gets the field's value and, where it compares with a sibling field, the whole record. */
export type Check = (value: unknown, values?: Record<string, unknown>) => ValidationMessage | undefined;

// Deliberately simple: one @, no spaces, a dot in the domain; the server has the final say.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// In rich text, markup without text (an emptied editor leaves `<p></p>`) counts as empty. Plain
// text is what was typed: `<foo val="bar" />` there is a filled field, never an empty one.
const isEmpty = (value: unknown, rich: boolean) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && (rich ? value.replace(/<[^>]*>/g, '') : value).trim() === '') ||
  (Array.isArray(value) && value.length === 0);

export const required =
  (label: string, rich = false): Check =>
  (value) =>
    isEmpty(value, rich) ? { message: 'validation.required', args: { field: label } } : undefined;

/**
 * `required`, flagged `isRequired` as react-admin's own `required()` is: inputs read the flag to
 * mark their label with an asterisk, so a record's form shows what it needs before Save is
 * pressed. (Sign-in forms, where every field is needed, leave their labels unmarked.)
 */
export const markedRequired = (label: string, rich = false): Check & { isRequired: true } =>
  Object.assign(required(label, rich), { isRequired: true as const });

export const minLength =
  (label: string, min: number): Check =>
  (value) =>
    typeof value === 'string' && value !== '' && value.length < min
      ? { message: 'validation.minLength', args: { field: label, min } }
      : undefined;

export const maxLength =
  (label: string, max: number): Check =>
  (value) =>
    typeof value === 'string' && value.length > max
      ? { message: 'validation.maxLength', args: { field: label, max } }
      : undefined;

/** "<Label> must be a valid email": a single email field. */
export const email =
  (label: string): Check =>
  (value) =>
    typeof value === 'string' && value !== '' && !EMAIL.test(value.trim())
      ? { message: 'validation.email', args: { field: label } }
      : undefined;

/** "Invalid email address": used per item in lists of addresses (e.g. template recipients). */
export const emailList: Check = (value) =>
  Array.isArray(value) && value.some((item) => typeof item !== 'string' || !EMAIL.test(item.trim()))
    ? { message: 'validation.invalidEmail', args: {} }
    : undefined;

/** "Invalid URL": absolute http(s) addresses only, so no `javascript:` link can be stored. */
export const url: Check = (value) => {
  if (typeof value !== 'string' || value === '') return undefined;
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:'
      ? undefined
      : { message: 'validation.url', args: {} };
  } catch {
    return { message: 'validation.url', args: {} };
  }
};

export const minValue =
  (label: string, min: number): Check =>
  (value) =>
    typeof value === 'number' && value < min
      ? { message: 'validation.minValue', args: { field: label, min } }
      : undefined;

export const maxValue =
  (label: string, max: number): Check =>
  (value) =>
    typeof value === 'number' && value > max
      ? { message: 'validation.maxValue', args: { field: label, max } }
      : undefined;

/** "<Label> must have at most 2 decimal places": an amount of money in a currency's minor units. */
export const cents =
  (label: string): Check =>
  (value) =>
    typeof value === 'number' && Number.isFinite(value) && !Number.isInteger(Math.round(value * 1e6) / 1e4)
      ? { message: 'validation.decimals', args: { field: label, digits: 2 } }
      : undefined;

/** Milliseconds of a `YYYY-MM-DD` date (its UTC midnight) or an ISO date-time; undefined when blank. */
function timeOf(value: unknown): number | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.getTime();
  if (typeof value !== 'string' || value === '') return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : time;
}

/**
 * "<Label> must not be before <Other>": an end date earlier than its start. Both sides are
 * compared only when both are filled in; date-only values compare by day.
 */
export const notBefore =
  (label: string, other: string, otherLabel: string): Check =>
  (value, values) => {
    const own = timeOf(value);
    const start = timeOf(values?.[other]);
    return own !== undefined && start !== undefined && own < start
      ? { message: 'validation.notBefore', args: { field: label, other: otherLabel } }
      : undefined;
  };

/**
 * "<Label> is incomplete": a date picker holds a date whose day, month, year or time is still
 * blank (the picker keeps what was typed; the form keeps it from being saved).
 */
export const wholeDate =
  (label: string): Check =>
  (value) =>
    value instanceof Date && Number.isNaN(value.getTime())
      ? { message: 'validation.incompleteDate', args: { field: label } }
      : undefined;

/** Text that failed to parse as JSON; the json widget keeps it in the form so nothing typed is lost. */
export class InvalidJson {
  constructor(readonly text: string) {}
}

export const json: Check = (value) =>
  value instanceof InvalidJson ? { message: 'validation.invalidJson', args: {} } : undefined;

const TEXTUAL = new Set(['text', 'longText', 'email', 'url', 'richText']);

/** Every check a field's definition asks for, in the order their messages should win. */
export function checksFor(
  field: FieldDef,
  label: string,
  labelOf: (source: string) => string = (source) => source,
): Check[] {
  const checks: Check[] = [];
  if (field.required) checks.push(markedRequired(label, field.type === 'richText'));
  if (TEXTUAL.has(field.type)) {
    if (field.minLength !== undefined) checks.push(minLength(label, field.minLength));
    if (field.maxLength !== undefined) checks.push(maxLength(label, field.maxLength));
  }
  if (field.type === 'email') checks.push(email(label));
  if (field.type === 'url') checks.push(url);
  if (field.type === 'array' && field.of === 'email') checks.push(emailList);
  if (field.type === 'number' || field.type === 'money') {
    if (field.min !== undefined) checks.push(minValue(label, field.min));
    if (field.max !== undefined) checks.push(maxValue(label, field.max));
  }
  if (field.type === 'money') checks.push(cents(label));
  if (field.type === 'date' || field.type === 'datetime') checks.push(wholeDate(label));
  if (field.notBefore !== undefined) checks.push(notBefore(label, field.notBefore, labelOf(field.notBefore)));
  if (field.type === 'json') checks.push(json);
  return checks;
}
