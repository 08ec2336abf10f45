// The few JSON Schema questions the answer shapes ask while walking a declared answer: what a
// `$ref` points at, and whether a value fits a schema (to pick the branch of a union a value
// belongs to, and to know whether a property may be null or a string may be replaced). Only the
// keywords zod's `toJSONSchema` writes are read; any other is taken as satisfied.

export type JsonSchema = boolean | { readonly [key: string]: unknown };
export type SchemaNode = { readonly [key: string]: unknown };

export const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const asNode = (s: unknown): SchemaNode | undefined => (isPlainObject(s) ? s : undefined);

/** The schema a `$ref` (`#` or `#/$defs/Name`) points at, followed until it is not a reference. */
export function deref(schema: JsonSchema, root: SchemaNode): JsonSchema {
  let current = schema;
  for (let hops = 0; typeof current === 'object' && typeof current.$ref === 'string'; hops++) {
    if (hops > 50) throw new Error(`A $ref loop at ${current.$ref}`);
    const ref = current.$ref;
    if (ref === '#') current = root;
    else if (ref.startsWith('#/$defs/')) {
      const target = asNode(root.$defs)?.[decodeURIComponent(ref.slice('#/$defs/'.length))];
      if (target === undefined) throw new Error(`No definition for ${ref}`);
      current = target as JsonSchema;
    } else throw new Error(`A $ref the answer shapes cannot follow: ${ref}`);
  }
  return current;
}

/** The schema's branches when it is a union (`anyOf` or `oneOf`), else undefined. */
export function branchesOf(node: SchemaNode): JsonSchema[] | undefined {
  const list = node.anyOf ?? node.oneOf;
  return Array.isArray(list) ? (list as JsonSchema[]) : undefined;
}

function typeOk(types: unknown, value: unknown): boolean {
  const list = Array.isArray(types) ? types : [types];
  return list.some((t) => {
    if (t === 'null') return value === null;
    if (t === 'array') return Array.isArray(value);
    if (t === 'object') return isPlainObject(value);
    if (t === 'integer') return Number.isInteger(value);
    if (t === 'number') return typeof value === 'number' && Number.isFinite(value);
    return typeof value === t;
  });
}

function sameJson(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

function stringOk(node: SchemaNode, value: string): boolean {
  const length = [...value].length;
  if (typeof node.minLength === 'number' && length < node.minLength) return false;
  if (typeof node.maxLength === 'number' && length > node.maxLength) return false;
  return typeof node.pattern !== 'string' || new RegExp(node.pattern, 'u').test(value);
}

function objectOk(node: SchemaNode, value: Record<string, unknown>, root: SchemaNode): boolean {
  const props = asNode(node.properties) ?? {};
  const required = Array.isArray(node.required) ? (node.required as string[]) : [];
  if (required.some((key) => value[key] === undefined)) return false;
  const names = asNode(node.propertyNames);
  return Object.entries(value).every(([key, v]) => {
    if (v === undefined) return true;
    if (names && !fits(names, key, root)) return false;
    if (Object.hasOwn(props, key)) return fits(props[key] as JsonSchema, v, root);
    return node.additionalProperties === undefined || fits(node.additionalProperties as JsonSchema, v, root);
  });
}

function arrayOk(node: SchemaNode, value: readonly unknown[], root: SchemaNode): boolean {
  if (typeof node.minItems === 'number' && value.length < node.minItems) return false;
  if (typeof node.maxItems === 'number' && value.length > node.maxItems) return false;
  const prefix = Array.isArray(node.prefixItems) ? (node.prefixItems as JsonSchema[]) : [];
  return value.every((item, i) => {
    const schema = i < prefix.length ? prefix[i] : (node.items as JsonSchema | undefined);
    return schema === undefined || fits(schema, item, root);
  });
}

/** Whether `value` satisfies `schema`, as far as the keywords zod writes go. */
export function fits(schema: JsonSchema, value: unknown, root: SchemaNode): boolean {
  const node = deref(schema, root);
  if (typeof node === 'boolean') return node;
  const branches = branchesOf(node);
  if (branches && !branches.some((b) => fits(b, value, root))) return false;
  if (Array.isArray(node.allOf) && !(node.allOf as JsonSchema[]).every((b) => fits(b, value, root))) {
    return false;
  }
  if ('const' in node && !sameJson(node.const, value)) return false;
  if (Array.isArray(node.enum) && !node.enum.some((e) => sameJson(e, value))) return false;
  if (node.type !== undefined && !typeOk(node.type, value)) return false;
  if (typeof value === 'string') return stringOk(node, value);
  if (Array.isArray(value)) return arrayOk(node, value, root);
  if (isPlainObject(value)) return objectOk(node, value, root);
  return true;
}

/**
 * Whether the schema takes any text at all (a plain string, maybe nullable), so that a hostile or
 * very long one may stand in for the value: never an enum, a literal, a pattern or a format.
 */
export function takesAnyString(schema: JsonSchema, root: SchemaNode): boolean {
  const node = deref(schema, root);
  if (typeof node === 'boolean') return node;
  const branches = branchesOf(node);
  if (branches) return branches.some((b) => takesAnyString(b, root));
  const types = Array.isArray(node.type) ? node.type : [node.type];
  return (
    types.includes('string') &&
    !('const' in node) &&
    !('enum' in node) &&
    !('pattern' in node) &&
    !('format' in node) &&
    !('maxLength' in node)
  );
}
