import type { EntitySchema } from '@/engine';

// The app's schemas come from whoever starts the backend (serveSchemas), never from an import of
// the app's registry: that registry imports the areas, whose mocks import this db.
let served: readonly EntitySchema[] | undefined;
let list: readonly EntitySchema[] | undefined;
let byName = new Map<string, EntitySchema>();
let byEndpoint = new Map<string, EntitySchema>();
const listeners = new Set<() => void>();

function index(schemas: readonly EntitySchema[]): void {
  byName = new Map(schemas.map((s) => [s.name, s]));
  byEndpoint = new Map(schemas.map((s) => [s.endpoint.replace(/^\/+|\/+$/g, ''), s]));
}

function serving(next: readonly EntitySchema[] | undefined): void {
  list = next;
  index(next ?? []);
  for (const listener of listeners) listener();
}

/** The app's schemas: the db seeds them and the generic handlers serve them. */
export function serveSchemas(app: readonly EntitySchema[]): void {
  served = app;
  serving(app);
}

/** Tests may serve a fixture registry; call with nothing to go back to the app's schemas. */
export function useSchemas(next: readonly EntitySchema[] | undefined = served): void {
  serving(next);
}

/** A backend started without the app would answer every path as unknown: say why instead. */
function current(): readonly EntitySchema[] {
  if (!list) throw new Error('The mock backend serves no schemas: start it with the app (serveSchemas).');
  return list;
}

export function onSchemasChange(listener: () => void): void {
  listeners.add(listener);
}

export const allSchemas = (): readonly EntitySchema[] => current();

export function schemaOf(name: string): EntitySchema | undefined {
  current();
  return byName.get(name);
}

/**
 * The entity a request path addresses and the path segments after its endpoint. Endpoints may
 * hold slashes (`admin/calls`), so the longest matching endpoint wins.
 */
export function resolvePath(
  segments: readonly string[],
): { schema: EntitySchema; rest: string[] } | undefined {
  current();
  for (let n = segments.length; n > 0; n -= 1) {
    const schema = byEndpoint.get(segments.slice(0, n).join('/'));
    if (schema) return { schema, rest: segments.slice(n) };
  }
  return undefined;
}
