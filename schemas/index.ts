// The registry: every schema file in this folder, picked up without being listed, and checked
// as a whole at load (unique names, references to existing entities).
import { entitiesFromModules } from '@/engine';

const modules = import.meta.glob(['./*.ts', '!./index.ts'], { eager: true });

export const entities = entitiesFromModules(modules, 'schemas');
