const PROBE_ORIGIN = 'http://same-origin.invalid';

/**
 * Accepts only a same-origin relative path (one leading '/', not '//' or '/\'): an open redirect
 * after sign-in would hand a phishing site a trusted login. Returns the normalised path or undefined.
 */
export function safeRedirect(raw: string | null | undefined): string | undefined {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//')) return undefined;
  // Browsers read '\' as '/', and control characters (which URL parsing drops) can hide a second slash.
  if ([...raw].some((ch) => ch === '\\' || ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f))
    return undefined;
  try {
    const url = new URL(raw, PROBE_ORIGIN);
    return url.origin === PROBE_ORIGIN ? url.pathname + url.search + url.hash : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where to go after sign-in: the `redirect` target plus the query the auth guard carried over
 * from it (everything on /login except `redirect` and `sessionExpired`).
 */
export function afterSignInTarget(search: URLSearchParams): string {
  const target = safeRedirect(search.get('redirect'));
  if (!target) return '/';
  const carried = new URLSearchParams(search);
  carried.delete('redirect');
  carried.delete('sessionExpired');
  if ([...carried.keys()].length === 0) return target;
  const url = new URL(target, PROBE_ORIGIN);
  carried.forEach((value, key) => url.searchParams.append(key, value));
  return url.pathname + url.search + url.hash;
}
