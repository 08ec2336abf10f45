// Import-free so the build config can read them too (index.html's early token refresh).

/** The platform's default and fallback locale (spec §9). */
export const DEFAULT_LOCALE = 'en-gb';

/** Where this browser remembers the chosen content language (a locale code, nothing personal). */
export const CONTENT_LANGUAGE_KEY = 'rc.contentLanguage';

/** Spec §7's language header for a product name: `{product}-Language`. */
export const languageHeaderFor = (productName: string): string => `${productName}-Language`;
