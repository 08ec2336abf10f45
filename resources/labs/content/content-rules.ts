import type { ContentString } from './content-types';

/** A translation's state against the primary locale's text. */
export type TextState = 'primary' | 'missing' | 'stale' | 'current';

/**
 * Missing when the locale has no text (or only spaces); stale when its text was last changed before
 * the primary text, so it may translate words the primary no longer says.
 */
export function textState(item: ContentString, locale: string, primary: string): TextState {
  if (locale === primary) return 'primary';
  const text = item.texts[locale];
  if (!text || text.text.trim() === '') return 'missing';
  const base = item.texts[primary];
  if (base && Date.parse(text.updated_at) < Date.parse(base.updated_at)) return 'stale';
  return 'current';
}

export type StateFilter = 'all' | 'missing' | 'stale' | 'needs_work';

export interface ContentFilter {
  namespace: string;
  /** A translation locale, or '' for any of them. */
  locale: string;
  state: StateFilter;
  search: string;
}

function matchesState(states: TextState[], state: StateFilter): boolean {
  if (state === 'all') return true;
  if (state === 'needs_work') return states.some((s) => s === 'missing' || s === 'stale');
  return states.includes(state);
}

/** The strings shown for a filter; search looks in the key and every locale's text, ignoring case. */
export function filterStrings(
  strings: readonly ContentString[],
  filter: ContentFilter,
  locales: readonly string[],
  primary: string,
): ContentString[] {
  const needle = filter.search.trim().toLowerCase();
  const checked = (filter.locale ? [filter.locale] : locales).filter((l) => l !== primary);
  return strings.filter(
    (s) =>
      (!filter.namespace || s.namespace === filter.namespace) &&
      matchesState(
        checked.map((l) => textState(s, l, primary)),
        filter.state,
      ) &&
      (!needle ||
        s.key.toLowerCase().includes(needle) ||
        Object.values(s.texts).some((t) => t?.text.toLowerCase().includes(needle))),
  );
}

/** Missing and stale counts per translation locale. */
export function localeCounts(
  strings: readonly ContentString[],
  locales: readonly string[],
  primary: string,
): Record<string, { missing: number; stale: number }> {
  const counts: Record<string, { missing: number; stale: number }> = {};
  for (const locale of locales.filter((l) => l !== primary)) {
    const states = strings.map((s) => textState(s, locale, primary));
    counts[locale] = {
      missing: states.filter((s) => s === 'missing').length,
      stale: states.filter((s) => s === 'stale').length,
    };
  }
  return counts;
}

/** Above this, a translation is long enough against its primary text to be worth a warning. */
export const LENGTH_RATIO = 1.5;
/** Short texts vary a lot in proportion; a few characters more is never worth a warning. */
const MIN_EXTRA_CHARS = 12;

/** The ratio when a translation is much longer than the primary text (it may not fit), else null. */
export function lengthWarning(primary: string, translation: string): number | null {
  const a = primary.trim().length;
  const b = translation.trim().length;
  if (a === 0 || b - a < MIN_EXTRA_CHARS || b / a <= LENGTH_RATIO) return null;
  return Math.round((b / a) * 10) / 10;
}

/** Keys are dotted lower-case words: `namespace.part.part`. */
export const KEY_PATTERN = /^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$/;

/** The string's latest change over all its locales: who made it and when; null when none is dated. */
export function lastUpdate(item: ContentString): { at: string; by: string } | null {
  let latest: { at: string; by: string } | null = null;
  for (const t of Object.values(item.texts)) {
    if (t?.updated_at && (!latest || t.updated_at > latest.at))
      latest = { at: t.updated_at, by: t.updated_by };
  }
  return latest;
}
