import { SchemaError } from './schema-error';
import type { EntityDefinition, EntitySchema } from './types';

// The last checked registry, so a reference widget can find its target's endpoint and title
// without src/ importing schemas/ (the registry in schemas/index.ts is checked once at load).
let known = new Map<string, EntitySchema>();

/** The schema of an entity in the checked registry, if there is one. */
export function lookupEntity(name: string): EntitySchema | undefined {
  return known.get(name);
}

/** Every entity of the checked registry, sorted by name (what a role's preview walks through). */
export function knownEntities(): readonly EntitySchema[] {
  return [...known.values()];
}

/**
 * Checks the registry as a whole: unique names and endpoints, and every reference pointing at
 * an existing entity and one of its fields. Returns the list sorted by name.
 */
export function checkEntities(list: readonly EntitySchema[]): readonly EntitySchema[] {
  const byName = new Map<string, EntitySchema>();
  const endpoints = new Map<string, string>();
  for (const schema of list) {
    const twin = byName.get(schema.name);
    if (twin)
      throw new SchemaError(
        schema.file,
        undefined,
        `entity name "${schema.name}" is also used by ${twin.file}`,
      );
    byName.set(schema.name, schema);
    const other = endpoints.get(schema.endpoint);
    if (other)
      throw new SchemaError(schema.file, undefined, `endpoint "${schema.endpoint}" is also used by ${other}`);
    endpoints.set(schema.endpoint, schema.file);
  }
  for (const schema of list) {
    for (const field of schema.fields) {
      if (!field.reference) continue;
      const target = byName.get(field.reference.entity);
      if (!target)
        throw new SchemaError(
          schema.file,
          field.source,
          `references unknown entity "${field.reference.entity}"`,
        );
      const search = field.reference.searchField;
      if (search !== 'id' && !target.fields.some((f) => f.source === search))
        throw new SchemaError(
          schema.file,
          field.source,
          `searchField "${search}" is not a field of ${target.file}`,
        );
    }
  }
  for (const schema of list) {
    for (const r of schema.related) {
      const target = byName.get(r.entity);
      if (!target)
        throw new SchemaError(schema.file, undefined, `related list names unknown entity "${r.entity}"`);
      if (!target.fields.some((f) => f.source === r.target))
        throw new SchemaError(
          schema.file,
          undefined,
          `related target "${r.target}" is not a field of ${target.file}`,
        );
    }
  }
  known = byName;
  return [...list].sort((a, b) => a.name.localeCompare(b.name));
}

function isDefinition(value: unknown): value is EntityDefinition {
  return typeof (value as Partial<EntityDefinition> | null)?.inFile === 'function';
}

/**
 * Builds the registry from `import.meta.glob` modules: each default-exports `defineEntity({...})`,
 * which becomes the schema of the file it lives in (`./call-logs.ts` in `schemas` is the
 * `call-logs` entity of `schemas/call-logs.ts`), so a file never states its own name.
 */
export function entitiesFromModules(modules: Record<string, unknown>, dir: string): readonly EntitySchema[] {
  const list = Object.entries(modules).map(([path, mod]) => {
    const file = `${dir}/${path.replace(/^\.\//, '')}`;
    const definition = (mod as { default?: unknown } | null)?.default;
    if (!isDefinition(definition))
      throw new SchemaError(file, undefined, 'must `export default defineEntity({...})`');
    return definition.inFile(file);
  });
  return checkEntities(list);
}
