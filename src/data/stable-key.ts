/**
 * A JSON string that is equal for equal params whatever their key order, so two screens asking
 * for the same thing share one cache entry or request. An AbortSignal is not part of the identity.
 */
export function stableKey(value: unknown): string {
  return JSON.stringify(normalise(value));
}

function normalise(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalise);
  if (typeof value !== 'object' || value === null) return value;
  if (typeof AbortSignal !== 'undefined' && value instanceof AbortSignal) return undefined;
  const entries = Object.entries(value)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => [k, normalise(v)]);
  return Object.fromEntries(entries);
}
