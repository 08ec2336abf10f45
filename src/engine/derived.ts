import type { EntitySchema, FieldDef } from './types';

/**
 * A derived field's value on a record (true when the `pastDate` source lies before today). Today
 * is the calendar day in `timeZone`, the user's own by default: a study that ended yesterday where
 * the user is has ended, whatever the date is in UTC.
 */
export function derivedValue(
  field: FieldDef,
  record: Record<string, unknown>,
  now = new Date(),
  timeZone?: string,
): boolean | undefined {
  const rule = field.derived;
  if (rule?.rule !== 'pastDate') return undefined;
  const from = record[rule.from];
  return typeof from === 'string' && from !== '' && from.slice(0, 10) < calendarDay(now, timeZone);
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** YYYY-MM-DD of `now` in `timeZone` (default: the runtime's own zone). */
function calendarDay(now: Date, timeZone?: string): string {
  const key = timeZone ?? '';
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(key, format);
  }
  const parts = format.formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Computes a schema's derived fields on a record (the mock backend and the screens share this). */
export function withDerived<R extends Record<string, unknown>>(
  schema: EntitySchema,
  record: R,
  now = new Date(),
  timeZone?: string,
): R & Record<string, unknown> {
  const derived = schema.fields.filter((f) => f.derived);
  if (derived.length === 0) return record;
  const out: Record<string, unknown> = { ...record };
  for (const field of derived) out[field.source] = derivedValue(field, record, now, timeZone);
  return out as R;
}
