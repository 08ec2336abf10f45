import { SchemaError } from './schema-error';
import type { EntitySchema } from './types';

// The last checked registry, so a reference widget can find its target's endpoint and title
// without src/ importing schemas/ (the registry in schemas/index.ts is checked once at load).
let known = new Map<string, EntitySchema>();

/** The schema of an entity in the checked registry, if there is one. */
export function lookupEntity(name: string): EntitySchema | undefined {
  return known.get(name);
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

/**
 * Builds the registry from `import.meta.glob` modules: each must default-export a schema whose
 * `file` matches where it lives, so a copied file cannot keep a stale name in its errors.
 */
export function entitiesFromModules(modules: Record<string, unknown>, dir: string): readonly EntitySchema[] {
  const list = Object.entries(modules).map(([path, mod]) => {
    const file = `${dir}/${path.replace(/^\.\//, '')}`;
    const schema = (mod as { default?: EntitySchema } | null)?.default;
    if (!schema || typeof schema !== 'object' || typeof schema.name !== 'string')
      throw new SchemaError(file, undefined, 'must `export default defineEntity({...})`');
    if (schema.file !== file)
      throw new SchemaError(file, undefined, `declares file "${schema.file}"; expected "${file}"`);
    return schema;
  });
  return checkEntities(list);
}
