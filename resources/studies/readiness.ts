import type { ContentItem, LocaleTexts, StudyFields, VersionTexts } from './types';

/** The translated texts of a study outside its content items, in the order a translator meets them. */
export const LOCALE_FIELDS = ['descriptions', 'landing_title', 'landing_body', 'landing_cta'] as const;
export type LocaleField = (typeof LOCALE_FIELDS)[number];

/** One missing text of a locale: a study field, or a content item's title or body. */
export type Gap =
  | { kind: 'field'; field: LocaleField }
  | { kind: 'content'; part: 'title' | 'body'; contentId: number | string; contentKey: string };

export interface LocaleReadiness {
  locale: string;
  gaps: Gap[];
  complete: boolean;
}

/** Rich text counts as written only when it has words, not just empty paragraphs. */
export function hasText(value: string | undefined): boolean {
  return (
    (value ?? '')
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() !== ''
  );
}

function contentGaps(locale: string, content: readonly ContentItem[]): Gap[] {
  return content.flatMap((item) =>
    (['title', 'body'] as const)
      .filter((part) => !hasText(item[part][locale]))
      .map((part): Gap => ({ kind: 'content', part, contentId: item.id, contentKey: item.key })),
  );
}

/** For every locale of a version, the texts still missing; a locale with none is complete. */
export function readiness(version: VersionTexts): LocaleReadiness[] {
  return version.locales.map((locale) => {
    const fieldGaps = LOCALE_FIELDS.filter((f) => !hasText(version.fields[f][locale])).map((field): Gap => ({
      kind: 'field',
      field,
    }));
    const gaps = [...fieldGaps, ...contentGaps(locale, version.content)];
    return { locale, gaps, complete: gaps.length === 0 };
  });
}

/** The locales that keep a version from being published. */
export const incompleteLocales = (version: VersionTexts): LocaleReadiness[] =>
  readiness(version).filter((r) => !r.complete);

/** How many written texts go when a locale is removed: the count a removal names first. */
export function textsIn(version: VersionTexts, locale: string): number {
  const fields = LOCALE_FIELDS.filter((f) => hasText(version.fields[f][locale])).length;
  const content = version.content.reduce(
    (n, item) => n + (hasText(item.title[locale]) ? 1 : 0) + (hasText(item.body[locale]) ? 1 : 0),
    0,
  );
  return fields + content;
}

const without = (texts: LocaleTexts, locale: string): LocaleTexts =>
  Object.fromEntries(Object.entries(texts).filter(([l]) => l !== locale));

/** A version's texts with one locale's taken out, as removing the locale leaves them. */
export function dropLocale(version: VersionTexts, locale: string): VersionTexts {
  const fields: StudyFields = { ...version.fields };
  for (const f of LOCALE_FIELDS) fields[f] = without(fields[f], locale);
  return {
    locales: version.locales.filter((l) => l !== locale),
    fields,
    content: version.content.map((c) => ({
      ...c,
      title: without(c.title, locale),
      body: without(c.body, locale),
    })),
  };
}

/** Where a gap is filled: the editor's texts, the landing-page editor or the content item. */
export function gapLink(studyId: string | number, locale: string, gap: Gap): string {
  const study = `/studies/${encodeURIComponent(String(studyId))}`;
  const lang = `locale=${encodeURIComponent(locale)}`;
  if (gap.kind === 'content') return `${study}/content/${gap.contentId}?${lang}`;
  return gap.field === 'descriptions' ? `${study}?tab=texts&${lang}` : `${study}/page-editor?${lang}`;
}
