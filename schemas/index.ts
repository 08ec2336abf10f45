// The registry: every schema file in this folder, picked up without being listed, and checked
// as a whole at load (unique names, references to existing entities). A file's base name is its
// entity's name.
import { entitiesFromModules, type EntitySchema } from '@/engine';

const modules = import.meta.glob(['./*.ts', '!./index.ts'], { eager: true });

export const entities = entitiesFromModules(modules, 'schemas');

/** One entity's checked schema, for a custom page built on its generated screens. */
export function entityNamed(name: string): EntitySchema {
  const schema = entities.find((e) => e.name === name);
  if (!schema) throw new Error(`No schema file schemas/${name}.ts`);
  return schema;
}
