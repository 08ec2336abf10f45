import englishMessages from 'ra-language-english';
import { convertRaTranslationsToI18next } from 'ra-i18n-i18next';

/**
 * The console's start-up texts in i18next's form: react-admin's English under the console's own
 * (locales/en-gb.json). Built when the app is built (vite.config.ts serves it as
 * `virtual:start-up-catalogue`), so no page converts the whole catalogue while it starts. Plain
 * imports only: the build runs this file in Node.
 */
export type Messages = { [key: string]: string | Messages };

function isMessages(v: unknown): v is Messages {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function deepMerge(a: Messages, b: Messages): Messages {
  const out: Messages = { ...a };
  for (const [k, v] of Object.entries(b)) {
    const prev = out[k];
    out[k] = isMessages(v) && isMessages(prev) ? deepMerge(prev, v) : v;
  }
  return out;
}

export function startUpCatalogue(consoleTexts: Messages): Messages {
  return convertRaTranslationsToI18next(deepMerge(englishMessages as Messages, consoleTexts)) as Messages;
}
