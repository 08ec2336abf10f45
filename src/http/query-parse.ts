import qs from 'qs';
import { QUERY_LIMITS } from './query';

/**
 * How the server parses a query string under the spec §9 limits. The mock backend reads requests
 * with it, and tests prove that what the client sends comes back intact.
 */
export function parseQuery(search: string): qs.ParsedQs {
  return qs.parse(search, {
    ignoreQueryPrefix: true,
    arrayLimit: QUERY_LIMITS.arrayLimit,
    depth: QUERY_LIMITS.depth,
    parameterLimit: QUERY_LIMITS.parameterLimit,
  });
}
