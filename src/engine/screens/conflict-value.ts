import { formatDate, formatDateTime, formatMoney, formatNumber } from '@/i18n';
import type { EntitySchema, FieldDef } from '../types';
import { choiceKey, humanize } from '../widgets/labels';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const isBlank = (v: unknown) =>
  v === undefined ||
  v === null ||
  v === '' ||
  (Array.isArray(v) && v.length === 0) ||
  (typeof v === 'object' && v !== null && Object.keys(v).length === 0);

// Shown as text only (React escapes it): markup is dropped, never rendered.
const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function partText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * One value of a field as short text, for setting two versions side by side: choices by label,
 * dates and amounts as the console formats them, lists and objects flattened.
 */
export function valueText(
  schema: EntitySchema,
  field: FieldDef,
  value: unknown,
  record: Record<string, unknown>,
  translate: Translate,
): string {
  if (isBlank(value)) return translate('engine.conflict.empty');
  if (field.type === 'enum' && typeof value === 'string')
    return translate(choiceKey(schema, field.source, value), { _: humanize(value) });
  if (typeof value === 'number') {
    if (field.type === 'money')
      return formatMoney(value, field.currencyField ? record[field.currencyField] : undefined);
    return formatNumber(value);
  }
  if (typeof value === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  if (typeof value === 'string') {
    if (field.type === 'date') return formatDate(value);
    if (field.type === 'datetime') return formatDateTime(value);
    return field.type === 'richText' ? plainText(value) : value;
  }
  if (Array.isArray(value)) return value.map(partText).join(', ');
  if (typeof value === 'object' && value !== null)
    return Object.entries(value)
      .filter(([, v]) => !isBlank(v))
      .map(([k, v]) => `${k}: ${partText(v)}`)
      .join('; ');
  return partText(value);
}
