/** Spec §9: query-string limits, shared by parsing and by what we send so the server parses it back intact. */
export const QUERY_LIMITS = { arrayLimit: 20, depth: 5, parameterLimit: 1000 } as const;

function check(value: unknown, depth: number, count: { params: number }): void {
  if (Array.isArray(value)) {
    if (value.length > QUERY_LIMITS.arrayLimit)
      throw new RangeError(`Query array has ${value.length} items; the limit is ${QUERY_LIMITS.arrayLimit}`);
  }
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    if (depth >= QUERY_LIMITS.depth)
      throw new RangeError(`Query nesting is deeper than ${QUERY_LIMITS.depth}`);
    for (const v of Object.values(value)) check(v, depth + 1, count);
    return;
  }
  if (value !== undefined) count.params += 1;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** RFC 3986 percent-encoding: everything but `A-Z a-z 0-9 - _ . ~` (so also `! ' ( ) *`). */
function encodeValue(text: string): string {
  return encodeURIComponent(text.replace(LONE_SURROGATE, '\uFFFD')).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function scalar(value: unknown): string | undefined {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  return undefined;
}

function append(pairs: string[], key: string, value: unknown): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    for (const item of value) append(pairs, `${key}[]`, item);
    return;
  }
  const text = scalar(value);
  if (text !== undefined) {
    pairs.push(`${key}=${encodeValue(text)}`);
    return;
  }
  if (typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) append(pairs, `${key}[${k}]`, v);
  }
}

/**
 * Serialises params as `a[b]=c` / `ids[]=1&ids[]=2` (keys as written, values RFC 3986-encoded,
 * null and undefined left out), the bracket syntax the server's query parser reads back. Throws a
 * RangeError instead of sending a query the server would silently truncate or reshape under the
 * spec's parsing limits.
 */
export function stringifyQuery(params: Record<string, unknown>): string {
  const count = { params: 0 };
  for (const v of Object.values(params)) check(v, 0, count);
  if (count.params > QUERY_LIMITS.parameterLimit)
    throw new RangeError(`Query has ${count.params} parameters; the limit is ${QUERY_LIMITS.parameterLimit}`);
  const pairs: string[] = [];
  for (const [k, v] of Object.entries(params)) append(pairs, k, v);
  return pairs.join('&');
}
