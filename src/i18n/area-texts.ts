import { convertRaTranslationsToI18next } from 'ra-i18n-i18next';
import { clearTranslationCache, DEFAULT_LOCALE, i18n } from './provider';

/** A tree of texts in react-admin style (`%{name}`, `||||` plurals), as in locales/en-gb.json. */
export type Texts = { [key: string]: string | Texts };

/**
 * Adds an area's own texts to the catalogue. Areas keep their words beside their code and import
 * them from their screens, so the words travel in the area's lazily loaded chunk and the start-up
 * bundle carries only the shell's and the generated screens' texts.
 */
export function registerTexts(texts: Texts): void {
  i18n.addResourceBundle(DEFAULT_LOCALE, 'translation', convertRaTranslationsToI18next(texts), true, true);
  clearTranslationCache();
}
