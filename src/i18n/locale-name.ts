const names = new Map<string, string>();

/**
 * A content locale in words with its code, as staff read it: `fr-fr` is "French (France) · fr-fr".
 * The console's own language names them (en-GB); a code the browser cannot name stays as it is.
 */
export function localeName(code: string): string {
  let known = names.get(code);
  if (known === undefined) {
    let words: string | undefined;
    try {
      // Language names in the dialect form would call en-GB "British English"; the standard form
      // says "English (United Kingdom)", alike for every locale.
      words = new Intl.DisplayNames(['en-GB'], { type: 'language', languageDisplay: 'standard' }).of(code);
    } catch {
      words = undefined;
    }
    known = words && words.toLowerCase() !== code.toLowerCase() ? `${words} · ${code}` : code;
    names.set(code, known);
  }
  return known;
}
