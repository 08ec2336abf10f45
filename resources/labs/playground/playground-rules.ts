const PLACEHOLDER = /\{([a-z_][a-z0-9_]*)\}/gi;

/** The placeholders a text uses, each once, in order of first use. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The text as participants get it: placeholders filled with the sample values as text (never as
 * markup), and plain text put in a paragraph. A placeholder without a value stays visible.
 */
export function renderContent(text: string, values: Readonly<Record<string, string>>): string {
  const filled = text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    return value === undefined || value === '' ? whole : escapeHtml(value);
  });
  return /<[a-z][\s\S]*>/i.test(filled) ? filled : `<p>${filled.replace(/\n/g, '<br>')}</p>`;
}

/** Believable values for the placeholders the platform's texts use. */
export const SAMPLE_VALUES: Readonly<Record<string, string>> = {
  first_name: 'Alex',
  study_title: 'Sleep and Recovery',
  email: 'sleep-study@research.test',
  date: '24 May 2027',
  count: '3',
  minutes: '5',
  weeks: '12',
  interval: '14',
  max_mb: '25',
  tracking: 'RM123456789GB',
};
