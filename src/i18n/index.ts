export {
  i18nProvider,
  i18n,
  translate,
  setLocale,
  setAvailableLocales,
  clearTranslationCache,
  DEFAULT_LOCALE,
  TRANSLATION_CACHE_SIZE,
} from './provider';
export { loadLocales } from './locales';
export { localeName } from './locale-name';
export { registerTexts, type Texts } from './area-texts';
export {
  formatDate,
  formatTime,
  formatDateTime,
  formatDateTimeUtc,
  formatNumber,
  formatBytes,
  formatMoney,
  FORMAT_LOCALE,
  type DateInput,
} from './formats';
export { getContentLanguage, setContentLanguage, subscribeContentLanguage } from './content-language';
