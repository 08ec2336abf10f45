import { z } from '@/lib/zod';
import type { Schema } from './types';

/**
 * Schemas shown once under `components.schemas` of the OpenAPI document and referred to by name
 * (an entity's record is used by six calls).
 */
export const contractNames = z.registry<{ id: string }>();

export function named<S extends Schema>(schema: S, id: string): S {
  if (!contractNames.has(schema)) contractNames.add(schema, { id });
  return schema;
}

/** `gene-variants` → `GeneVariants`. */
export function pascal(name: string): string {
  return name.replace(/(^|[-_])([a-z0-9])/g, (_, _sep: string, c: string) => c.toUpperCase());
}
