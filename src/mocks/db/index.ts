import type { EntitySchema } from '@/engine';
import { withDerived } from '@/engine';
import { controls, onDataReset, seedCountOf } from '../controls';
import type { Row } from '../lib/respond';
import { allSchemas, onSchemasChange, schemaOf } from './schemas';
import { seedRows, type SeedTables } from './seed';

export { allSchemas, resolvePath, schemaOf, serveSchemas, useSchemas } from './schemas';
export { uniqueFields, type SeedLink, type SeedOverride, type SeedTables } from './seed';

const seeds = new Map<string, readonly Row[]>();
let seedsMadeFor = '';
const tables = new Map<string, Row[]>();
const resetHooks = new Set<() => void>();
/** Undefined until the composition root hands them over: nothing seeds before every owner's tables are in. */
let seedTables: SeedTables | undefined;

/** A row written: `before` absent for an insert, `after` absent for a removal. */
export interface RowChange {
  readonly table: string;
  readonly before?: Row;
  readonly after?: Row;
}
const changeListeners = new Set<(change: RowChange) => void>();

/** Every row write goes through here, so the audit trail sees each one without handlers' help. */
export function onRowChange(listener: (change: RowChange) => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

let seeding = 0;

/**
 * Runs a lazy seed step (an area filling in its demo data on first use) without reporting its
 * writes: no one made them, and they would otherwise land in the audit entry of whichever write
 * happened to touch the area first.
 */
export function asSeed<T>(fill: () => T): T {
  seeding += 1;
  try {
    return fill();
  } finally {
    seeding -= 1;
  }
}

function changed(change: RowChange): void {
  if (seeding > 0) return;
  for (const listener of changeListeners) listener(change);
}

const countOf = (entity: string): number => seedCountOf(entity) ?? schemaOf(entity)?.seed.count ?? 0;

/** What every seed depends on besides the schemas: a change of it seeds afresh. */
const seedInputs = () =>
  JSON.stringify([controls.canary, allSchemas().map((s) => [s.name, countOf(s.name)])]);

function seedOf(name: string): readonly Row[] {
  const inputs = seedInputs();
  if (seedsMadeFor !== inputs) {
    seeds.clear();
    seedsMadeFor = inputs;
  }
  let seed = seeds.get(name);
  if (!seed) {
    const schema = schemaOf(name);
    if (schema && !seedTables)
      throw new Error(`The mock seeds ${name} before its seed tables are in: await serveData(app) first.`);
    const override = seedTables?.overrides?.[name];
    const link = seedTables?.links?.[name];
    const drawn = schema ? seedRows(schema, { countOf, canary: controls.canary, override }) : [];
    seed = schema && link ? link(drawn, seedOf) : drawn;
    seeds.set(name, seed);
  }
  return seed;
}

/**
 * The rows of an entity, seeded on first access. Tables of names no schema declares start empty
 * (handlers keep side data there). Rows are frozen: write through `insert`, `replace`, `remove`.
 */
export function rows(name: string): Row[] {
  let table = tables.get(name);
  if (!table) {
    table = seedOf(name).slice();
    tables.set(name, table);
  }
  return table;
}

/** Drops every change: the next access starts again from the (cached) seed. Cheap by design. */
export function resetDb(): void {
  tables.clear();
  for (const hook of resetHooks) hook();
}

/** Side state kept outside tables (e.g. study versions) registers here to be reset with the db. */
export function onResetDb(hook: () => void): void {
  resetHooks.add(hook);
}

/**
 * The per-entity seed facts (overrides, links) the seed applies, handed over by the mock's
 * composition root (`served-data.ts`): the db keeps none of its own. A change seeds afresh;
 * `undefined` while they load, when a seed would throw rather than come out different.
 */
export function serveSeedTables(next: SeedTables | undefined): void {
  if (next === seedTables) return;
  seedTables = next;
  seeds.clear();
  resetDb();
}

onDataReset(resetDb);
onSchemasChange(() => {
  seeds.clear();
  resetDb();
});

function compositeKey(schema: EntitySchema | undefined): readonly string[] | undefined {
  return schema?.key && schema.key.length > 1 ? schema.key : undefined;
}

/** A matcher for an id from a URL: `12` or, for composite keys, `12:10012`. */
export function idMatcher(name: string, id: string): (row: Row) => boolean {
  const key = compositeKey(schemaOf(name));
  if (key && id.includes(':')) {
    const parts = id.split(':');
    return (row) => key.every((field, i) => String(row[field]) === parts[i]);
  }
  return (row) => String(row.id) === id;
}

export function find(name: string, id: string | number): Row | undefined {
  return rows(name).find(idMatcher(name, String(id)));
}

function nextValue(table: readonly Row[], field: string): number {
  let max = 0;
  for (const row of table) {
    const v = Number(row[field]);
    if (Number.isFinite(v) && v > max) max = v;
  }
  return max + 1;
}

/** Drops fields the entity's schema does not declare (tables without a schema keep everything). */
function known(name: string, data: Row): Row {
  const schema = schemaOf(name);
  if (!schema) return data;
  const out: Row = {};
  for (const f of schema.fields) if (f.source in data) out[f.source] = data[f.source];
  if ('id' in data) out.id = data.id;
  return out;
}

/** Adds a row, giving it an id (and any missing composite-key part) one above the highest. */
export function insert(name: string, data: Row): Row {
  const table = rows(name);
  const row: Row = { ...known(name, data), id: nextValue(table, 'id') };
  for (const field of compositeKey(schemaOf(name)) ?? []) {
    if (field !== 'id' && (row[field] === undefined || row[field] === null))
      row[field] = nextValue(table, field);
  }
  table.push(Object.freeze(row));
  changed({ table: name, after: row });
  return row;
}

/**
 * Puts back a row that was removed, with its own id (an audit restore): the caller has checked
 * that no row holds that id now. Reported as an insert, so the write's audit entry shows it.
 */
export function reinsert(name: string, data: Row): Row {
  const row = Object.freeze({ ...known(name, data) });
  rows(name).push(row);
  changed({ table: name, after: row });
  return row;
}

export function replace(name: string, previous: Row, next: Row): Row {
  const table = rows(name);
  const at = table.indexOf(previous);
  const frozen = Object.freeze({ ...next });
  if (at >= 0) table[at] = frozen;
  changed({ table: name, before: previous, after: frozen });
  return frozen;
}

export function patch(name: string, previous: Row, changes: Row): Row {
  return replace(name, previous, { ...previous, ...known(name, changes) });
}

export function remove(name: string, row: Row): void {
  const table = rows(name);
  const at = table.indexOf(row);
  if (at >= 0) table.splice(at, 1);
  changed({ table: name, before: row });
}

/** A row as the API sends it: derived fields (e.g. a study's archived flag) computed now. */
export function present(name: string, row: Row): Row {
  const schema = schemaOf(name);
  return schema ? withDerived(schema, row) : row;
}
