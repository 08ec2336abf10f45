import { setLanguage } from '@/http';
import { CONTENT_LANGUAGE_KEY as KEY, DEFAULT_LOCALE } from './language-defaults';

/**
 * The content language: the `{product}-Language` header in which the server answers localised
 * content (spec §7). The console's own text stays in English (UK) whatever it is, so choosing one
 * changes the header and reads the data again; it does not re-render the console, which would
 * throw away a form being typed. It starts as the platform default, the one the menu shows as
 * chosen, and is remembered in this browser (a locale code, nothing personal).
 */
const listeners = new Set<() => void>();

function stored(): string {
  try {
    return localStorage.getItem(KEY) || DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

let current = stored();
setLanguage(current);

export function getContentLanguage(): string {
  return current;
}

export function setContentLanguage(code: string): void {
  current = code;
  setLanguage(code);
  try {
    localStorage.setItem(KEY, code);
  } catch {
    // Private windows may refuse storage: the choice then lasts until the page is reloaded.
  }
  listeners.forEach((listener) => listener());
}

export function subscribeContentLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
