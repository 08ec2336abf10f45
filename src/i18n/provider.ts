import { createInstance, type TOptions } from 'i18next';
import catalogue from 'virtual:start-up-catalogue';
import type { I18nProvider, Locale } from 'react-admin';
import { setHttpTranslator, setLanguage } from '@/http';
import { LruCache } from '@/lib/lru-cache';
import { DEFAULT_LOCALE } from './language-defaults';

export { DEFAULT_LOCALE };
export const TRANSLATION_CACHE_SIZE = 512;

export const i18n = createInstance();
void i18n.init({
  // Resources are bundled, so initialisation finishes synchronously and the provider is usable at once.
  initImmediate: false,
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  lowerCaseLng: true,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  resources: { [DEFAULT_LOCALE]: { translation: catalogue } },
  // Spec §8: a missing key warns and renders empty; a caller-supplied default (react-admin's `_`) still wins.
  parseMissingKeyHandler: (key: string, defaultValue?: string) => {
    if (defaultValue !== undefined) return defaultValue;
    console.warn(`Missing translation key: ${key}`);
    return '';
  },
});

const cache = new LruCache<string, string>(TRANSLATION_CACHE_SIZE);
let locales: Locale[] = [{ locale: DEFAULT_LOCALE, name: 'English (UK)' }];

export function clearTranslationCache(): void {
  cache.clear();
}

function cacheKey(key: string, options: Record<string, unknown>): string | null {
  try {
    return `${i18n.language}\u0000${key}\u0000${JSON.stringify(options)}`;
  } catch {
    return null;
  }
}

/** react-admin's translate: `_` is the default text, `smart_count` selects the plural form. */
export function translate(key: string, options: Record<string, unknown> = {}): string {
  const id = cacheKey(key, options);
  const hit = id === null ? undefined : cache.get(id);
  if (hit !== undefined) return hit;
  const { _: defaultValue, ...rest } = options;
  const tOptions: TOptions = { ...rest };
  if (typeof defaultValue === 'string') tOptions.defaultValue = defaultValue;
  if (typeof rest.smart_count === 'number') tOptions.count = rest.smart_count;
  const text = String(i18n.t(key, tOptions));
  if (id !== null) cache.set(id, text);
  return text;
}

/** Switches the UI language and the `{product}-Language` header together. */
export async function setLocale(code: string): Promise<void> {
  await i18n.changeLanguage(code);
  setLanguage(code);
  cache.clear();
}

export function setAvailableLocales(next: Locale[]): void {
  locales = next.length > 0 ? next : locales;
}

export const i18nProvider: I18nProvider = {
  translate,
  changeLocale: setLocale,
  getLocale: () => i18n.language,
  getLocales: () => locales,
};

setHttpTranslator((key, fallback) => translate(key, { _: fallback }));
