import { entities } from '@/app/registry';
import type { EntitySchema } from '@/engine';

let list: readonly EntitySchema[] = entities;
let byName = new Map<string, EntitySchema>();
let byEndpoint = new Map<string, EntitySchema>();
const listeners = new Set<() => void>();

function index(): void {
  byName = new Map(list.map((s) => [s.name, s]));
  byEndpoint = new Map(list.map((s) => [s.endpoint.replace(/^\/+|\/+$/g, ''), s]));
}
index();

/** Tests may serve a fixture registry; call with nothing to go back to the app's registry. */
export function useSchemas(next: readonly EntitySchema[] = entities): void {
  list = next;
  index();
  for (const listener of listeners) listener();
}

export function onSchemasChange(listener: () => void): void {
  listeners.add(listener);
}

export const allSchemas = (): readonly EntitySchema[] => list;
export const schemaOf = (name: string): EntitySchema | undefined => byName.get(name);

/**
 * The entity a request path addresses and the path segments after its endpoint. Endpoints may
 * hold slashes (`admin/calls`), so the longest matching endpoint wins.
 */
export function resolvePath(
  segments: readonly string[],
): { schema: EntitySchema; rest: string[] } | undefined {
  for (let n = segments.length; n > 0; n -= 1) {
    const schema = byEndpoint.get(segments.slice(0, n).join('/'));
    if (schema) return { schema, rest: segments.slice(n) };
  }
  return undefined;
}
