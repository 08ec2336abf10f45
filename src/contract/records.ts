import { z } from '@/lib/zod';
import type { EntitySchema, FieldDef, FieldType } from '@/engine';
import { named, pascal } from './names';
import type { Schema } from './types';

const id = z.union([z.number(), z.string()]);
const text = z.string();

/**
 * What a server may send for a field of each type. Lenient where a backend may differ without
 * breaking a screen: an enum is any text (a newer server may add values, shown as they come), a
 * reference any id, JSON anything.
 */
const VALUE: Record<FieldType, () => Schema> = {
  text: () => text,
  longText: () => text,
  email: () => text,
  url: () => text,
  richText: () => text,
  enum: () => text,
  date: () => text,
  datetime: () => text,
  number: () => z.number(),
  money: () => z.number(),
  boolean: () => z.boolean(),
  reference: () => id,
  array: () => z.array(id),
  tags: () => z.array(text),
  json: () => z.unknown(),
  localeText: () => z.record(z.string(), z.nullable(text)),
  address: () =>
    z.looseObject({
      line1: z.nullish(text),
      line2: z.nullish(text),
      city: z.nullish(text),
      region: z.nullish(text),
      postcode: z.nullish(text),
      country: z.nullish(text),
    }),
};

function valueOf(field: FieldDef): Schema {
  return VALUE[field.type]();
}

/**
 * A record of an entity as the contract allows it: an `id` (except for composite keys, whose id
 * the console derives), every other field optional and nullable, unknown fields kept.
 */
const records = new WeakMap<EntitySchema, Schema>();
const writes = new WeakMap<EntitySchema, Schema>();

export function recordSchema(entity: EntitySchema): Schema {
  const known = records.get(entity);
  if (known) return known;
  const shape: Record<string, Schema> = {};
  for (const field of entity.fields) shape[field.source] = z.nullish(valueOf(field));
  if (!entity.key || entity.key.length < 2) shape.id = id;
  const schema = named(z.looseObject(shape), `${pascal(entity.name)}Record`);
  records.set(entity, schema);
  return schema;
}

/** The fields a write may send: each optional (updates send only what changed), unknown kept. */
export function writeSchema(entity: EntitySchema): Schema {
  const known = writes.get(entity);
  if (known) return known;
  const shape: Record<string, Schema> = {};
  for (const field of entity.fields) {
    if (!field.readOnly) shape[field.source] = z.nullish(valueOf(field));
  }
  const schema = named(z.looseObject(shape), `${pascal(entity.name)}Write`);
  writes.set(entity, schema);
  return schema;
}
