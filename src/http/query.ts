import qs from 'qs';

/** Spec §9: query-string limits, shared by parsing and by what we send so the server parses it back intact. */
export const QUERY_LIMITS = { arrayLimit: 20, depth: 5, parameterLimit: 1000 } as const;

export function parseQuery(search: string): qs.ParsedQs {
  return qs.parse(search, {
    ignoreQueryPrefix: true,
    arrayLimit: QUERY_LIMITS.arrayLimit,
    depth: QUERY_LIMITS.depth,
    parameterLimit: QUERY_LIMITS.parameterLimit,
  });
}

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

/**
 * Serialises params as `a[b]=c` / `ids[]=1&ids[]=2`. Throws a RangeError instead of sending a query
 * the server would silently truncate or reshape under the spec's parsing limits.
 */
export function stringifyQuery(params: Record<string, unknown>): string {
  const count = { params: 0 };
  for (const v of Object.values(params)) check(v, 0, count);
  if (count.params > QUERY_LIMITS.parameterLimit)
    throw new RangeError(`Query has ${count.params} parameters; the limit is ${QUERY_LIMITS.parameterLimit}`);
  return qs.stringify(params, { arrayFormat: 'brackets', encodeValuesOnly: true, skipNulls: true });
}
