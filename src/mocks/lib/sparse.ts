import type { Schema } from '@/contract';

// The leanest answer a declared call allows: every optional field left out, recursively, so the
// console can be tried as a server that sends only what the contract requires would answer it.

interface Def {
  readonly type: string;
  readonly shape?: Readonly<Record<string, Schema>>;
  readonly element?: Schema;
  readonly options?: readonly Schema[];
  readonly innerType?: Schema;
}

const defOf = (schema: Schema): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const isOptional = (schema: Schema): boolean =>
  (schema as unknown as { _zod: { optin?: string } })._zod.optin === 'optional';
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** `value` with only what `schema` requires; a value the schema does not describe stays as it is. */
export function sparse(schema: Schema, value: unknown): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
      return value == null || !def.innerType ? value : sparse(def.innerType, value);
    case 'array':
      return Array.isArray(value) && def.element ? value.map((v) => sparse(def.element!, v)) : value;
    case 'union': {
      const fitting = def.options?.find((o) => o.safeParse(value).success);
      return fitting ? sparse(fitting, value) : value;
    }
    case 'object': {
      if (!isObject(value) || !def.shape) return value;
      const kept: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape)) {
        if (!isOptional(field) && key in value) kept[key] = sparse(field, value[key]);
      }
      return kept;
    }
    default:
      return value;
  }
}
