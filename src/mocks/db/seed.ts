import type { EntitySchema, FieldDef } from '@/engine';
import type { Row } from '../lib/respond';
import { createRng, hash, type Rng } from '../lib/rng';
import { fieldGen, type Gen, type Person, type RowCtx } from './fields';
import { fit, NO_FIT, withCanary } from './fit';
import { getPools, type Pools } from './pools';
import { ANCHOR, YEAR } from './values';

/**
 * Realism for one entity on top of the by-type values. It may name fields the schema lacks: only
 * the schema's own fields are kept, so an override never invents columns.
 */
export type SeedOverride = (c: RowCtx) => Row;

/**
 * Links an entity's seeded rows to other tables its generator cannot see (each table is drawn
 * from its own random stream). Applied after drawing, without drawing again, so no other value of
 * the seed changes.
 */
export type SeedLink = (rows: readonly Row[], seedOf: (name: string) => readonly Row[]) => readonly Row[];

/**
 * The per-entity seed facts, by entity name, that the db is handed (`serveSeedTables`): the kernel
 * holds none of its own. The mock's composition root gathers them from `../entities` and the areas.
 */
export interface SeedTables {
  overrides?: Readonly<Record<string, SeedOverride>>;
  links?: Readonly<Record<string, SeedLink>>;
}

export interface SeedEnv {
  countOf(entity: string): number;
  canary: string | null;
  /** The entity's override, if its owner gives one. */
  override?: SeedOverride;
}

/** Share of optional fields left empty, so lists and forms meet missing values. */
const EMPTY_SHARE = 0.06;

/** Values that must not repeat (kept distinct in the seed, 409 on a duplicate): the schema's `seed.unique`. */
export function uniqueFields(schema: EntitySchema): string[] {
  return [...(schema.seed.unique ?? [])];
}

function makePerson(rng: Rng, pools: Pools): Person {
  const sex = rng.chance(0.5) ? 'female' : 'male';
  const first = rng.pick(sex === 'female' ? pools.femaleNames : pools.maleNames);
  return { first, last: rng.pick(pools.lastNames), sex };
}

/** Appends the row id to a value already taken; before the '@' for emails, so they stay emails. */
function distinct(value: unknown, id: number): unknown {
  if (typeof value !== 'string') return value;
  const at = value.indexOf('@');
  return at > 0 ? `${value.slice(0, at)}.${id}${value.slice(at)}` : `${value}-${id}`;
}

/**
 * The rows of one entity, the same on every call: each entity has its own PRNG seeded from its
 * name, so the order in which entities are first read does not change any of them.
 */
export function seedRows(schema: EntitySchema, env: SeedEnv): Row[] {
  const pools = getPools();
  const rng = createRng(hash(schema.name));
  const keyFields = new Set(schema.key ?? []);
  const gens: Array<[FieldDef, Gen]> = schema.fields
    .filter((f) => f.source !== 'id' && !f.derived)
    .map((f) => [f, fieldGen(schema, f)]);
  const override = env.override;
  const uniques = uniqueFields(schema).map((source) => ({ source, seen: new Set<string>() }));
  const canaryFields = env.canary ? schema.fields : [];
  const count = env.countOf(schema.name);
  const rows: Row[] = new Array<Row>(count);

  for (let i = 0; i < count; i += 1) {
    const id = i + 1;
    let person: Person | undefined;
    const createdAt = ANCHOR - Math.floor(rng.next() * 3 * YEAR);
    const ctx: RowCtx = {
      id,
      rng,
      pools,
      person: () => (person ??= makePerson(rng, pools)),
      createdAt,
      updatedAt: createdAt + Math.floor(rng.next() * (ANCHOR - createdAt)),
      countOf: env.countOf,
    };
    const row: Row = { id };
    // The override first, so fields it sets are not generated twice (10,000 users stay cheap).
    const special = override ? override(ctx) : undefined;
    for (const [f, gen] of gens) {
      if (special && f.source in special) {
        const value = fit(f, special[f.source]);
        row[f.source] = value === NO_FIT ? gen(ctx) : value;
      } else {
        const empty =
          !f.required && !keyFields.has(f.source) && f.type !== 'boolean' && rng.chance(EMPTY_SHARE);
        row[f.source] = empty ? null : gen(ctx);
      }
    }
    // An end that precedes its start would fail the form's own check: the two are swapped.
    for (const [f] of gens) {
      const other = f.notBefore;
      const end = row[f.source];
      const start = other === undefined ? undefined : row[other];
      if (other !== undefined && typeof end === 'string' && typeof start === 'string' && end < start) {
        row[f.source] = start;
        row[other] = end;
      }
    }
    for (const u of uniques) {
      if (row[u.source] === null) continue;
      const seen = String(row[u.source]).toLowerCase();
      if (u.seen.has(seen)) row[u.source] = distinct(row[u.source], id);
      u.seen.add(String(row[u.source]).toLowerCase());
    }
    if (env.canary) for (const f of canaryFields) row[f.source] = withCanary(f, row[f.source], env.canary);
    // Frozen: handlers must replace rows, never edit them, so a reset can reuse this seed.
    rows[i] = Object.freeze(row);
  }
  return rows;
}
