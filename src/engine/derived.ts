import type { EntitySchema, FieldDef } from './types';

/** A derived field's value on a record (true when the `pastDate` source lies before today). */
export function derivedValue(
  field: FieldDef,
  record: Record<string, unknown>,
  now = new Date(),
): boolean | undefined {
  const rule = field.derived;
  if (rule?.rule !== 'pastDate') return undefined;
  const from = record[rule.from];
  return typeof from === 'string' && from !== '' && from.slice(0, 10) < now.toISOString().slice(0, 10);
}

/** Computes a schema's derived fields on a record (the mock backend and the screens share this). */
export function withDerived<R extends Record<string, unknown>>(
  schema: EntitySchema,
  record: R,
  now = new Date(),
): R & Record<string, unknown> {
  const derived = schema.fields.filter((f) => f.derived);
  if (derived.length === 0) return record;
  const out: Record<string, unknown> = { ...record };
  for (const field of derived) out[field.source] = derivedValue(field, record, now);
  return out as R;
}
