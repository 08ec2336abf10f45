/** One locale's text of a content string, with who last changed it and when. */
export interface LocaleText {
  text: string;
  updated_at: string;
  updated_by: string;
}

/** A translatable content string: `texts` holds the locales that have one. */
export interface ContentString {
  key: string;
  namespace: string;
  description: string;
  texts: Partial<Record<string, LocaleText>>;
}

export interface ContentLocale {
  code: string;
  name: string;
}

/** `GET /admin/content-strings`: every string, the locales and which one is primary. */
export interface ContentCatalogue {
  strings: ContentString[];
  locales: ContentLocale[];
  primary_locale: string;
  namespaces: string[];
}

/** What a save sends: the texts per locale (a locale left empty is removed). */
export interface ContentWrite {
  key: string;
  namespace: string;
  description: string;
  texts: Record<string, string>;
}
