// Placeholders are written `{{ field }}`: two braces, optional spaces, a field name from the
// list below. The backend fills them per recipient when it sends; the preview fills them from a
// picked participant or from the samples.

export const PLACEHOLDERS = [
  'fullname',
  'first_name',
  'email',
  'referral_code',
  'study_title',
  'unsubscribe_url',
] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

export const SAMPLE_VALUES: Record<Placeholder, string> = {
  fullname: 'Alex Morgan',
  first_name: 'Alex',
  email: 'alex.morgan@example.org',
  referral_code: 'ALEX-2931',
  study_title: 'Sleep and Heart Health',
  unsubscribe_url: 'https://research.example.org/unsubscribe',
};

const PATTERN = /\{\{\s*([^{}]*?)\s*\}\}/g;

export const placeholderText = (name: Placeholder): string => `{{ ${name} }}`;

const isKnown = (name: string): name is Placeholder => (PLACEHOLDERS as readonly string[]).includes(name);

/** The names inside `{{ }}` that are not placeholders, each once, in order of appearance. */
export function unknownPlaceholders(texts: readonly string[]): string[] {
  const found = new Set<string>();
  for (const text of texts)
    for (const m of text.matchAll(PATTERN)) if (!isKnown(m[1] ?? '')) found.add(m[1] ?? '');
  return [...found];
}

/** Fills known placeholders; `escape` makes values safe for HTML. Unknown ones stay as written. */
export function fillPlaceholders(
  text: string,
  values: Partial<Record<Placeholder, string>>,
  escape: (s: string) => string = (s) => s,
): string {
  return text.replace(PATTERN, (whole, name: string) => {
    const value = isKnown(name) ? values[name] : undefined;
    return value === undefined ? whole : escape(value);
  });
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
