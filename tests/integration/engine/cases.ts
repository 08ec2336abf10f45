import { entities } from '@/app/registry';
import type { EntitySchema, FieldDef } from '@/engine';
import { humanize } from '@/engine/screens';
import en from '@locales/en-gb.json';

type Tree = { [key: string]: string | Tree };

/** The label a field shows with, read from en-gb.json as the screens do. */
export function labelOf(schema: EntitySchema, source: string): string {
  const resources = (en as unknown as Tree).resources as Tree | undefined;
  const entity = resources?.[schema.name] as Tree | undefined;
  const label = (entity?.fields as Tree | undefined)?.[source];
  return typeof label === 'string' ? label : humanize(source);
}

export const all = entities.map((schema) => [schema.name, schema] as const);
export const creatable = all.filter(([, s]) => s.access.create !== 'none');
export const editable = all.filter(([, s]) => s.access.update !== 'none');

/** Required fields the create form shows, whose "is a required field" message a blank save must show. */
export function requiredOnCreate(schema: EntitySchema): FieldDef[] {
  return schema.fields.filter((f) => f.required && f.views.create && f.type !== 'address');
}

export type Edit =
  | { kind: 'text'; field: FieldDef; value: string }
  | { kind: 'number'; field: FieldDef; value: number }
  | { kind: 'date'; field: FieldDef; value: string };

/** One change an edit form accepts for any record: a text, a number or else a date. */
export function editFor(schema: EntitySchema): Edit | undefined {
  const fields = schema.fields.filter((f) => f.views.edit);
  const value = 'Edited value';
  const text = fields.find(
    (f) =>
      (f.type === 'text' || f.type === 'longText') &&
      (f.maxLength ?? Infinity) >= value.length &&
      (f.minLength ?? 0) <= value.length,
  );
  if (text) return { kind: 'text', field: text, value };
  const number = fields.find((f) => f.type === 'number' && (f.min ?? 0) <= 7 && (f.max ?? Infinity) >= 7);
  if (number) return { kind: 'number', field: number, value: 7 };
  // A date far in the future: not one that starts a range, which would then end before it.
  const starts = new Set(fields.map((f) => f.notBefore));
  const date = fields.find((f) => (f.type === 'datetime' || f.type === 'date') && !starts.has(f.source));
  if (date)
    return { kind: 'date', field: date, value: date.type === 'date' ? '2031-03-04' : '2031-03-04T10:30' };
  return undefined;
}

/** Matches a react-admin input label, which appends a thin-spaced `*` to required fields. */
export function labelPattern(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*)?$`);
}
