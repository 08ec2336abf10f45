import { fieldChanges, listChanges, type DiffEntry, type FieldSpec } from '@/editing';
import { LOCALE_FIELDS } from './readiness';
import type { ContentItem, LocaleTexts, StudyFields, VersionTexts } from './types';
import './texts';

/** The study's plain fields, in the editor's order; texts per locale are compared locale by locale. */
export const PLAIN_FIELDS = [
  'title',
  'key',
  'start',
  'end',
  'type_of_study',
  'tags',
  'goal',
  'researcher',
  'researcher_email',
  'sponsor_lead',
  'prescreen_survey',
  'joining_flow_id',
  'reminder_emails',
  'is_publicly_listed',
  'is_portal_study',
  'country',
  'linkout_url_form',
  'requires_dna_data',
  'kit_type',
  'payment_agreement',
  'partner_visible',
  'participant_target',
  'currency',
  'partner_revenue',
  'participant_revenue',
  'client_codes',
  'show_funnel',
  'primary_locale',
  'landing_image_url',
] as const satisfies readonly (keyof StudyFields)[];

const fieldLabel = (key: string) => `studies.fields.${key}`;

const plainSpecs: FieldSpec<StudyFields>[] = PLAIN_FIELDS.map((key) => ({ key, label: fieldLabel(key) }));

/** Rich text reads as its words in a sentence. */
const plain = (html: string | undefined) =>
  (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function textChanges(label: string, before: LocaleTexts, after: LocaleTexts, locales: readonly string[]) {
  return locales.flatMap((locale) =>
    fieldChanges({ v: plain(before[locale]) }, { v: plain(after[locale]) }, [{ key: 'v', label }], locale),
  );
}

function contentChanges(before: ContentItem, after: ContentItem, locales: readonly string[]): DiffEntry[] {
  return locales.flatMap((locale) =>
    (['title', 'body'] as const).flatMap((part) =>
      fieldChanges(
        { v: plain(before[part][locale]) },
        { v: plain(after[part][locale]) },
        [{ key: 'v', label: { key: `studies.diff.content_${part}`, args: { item: after.key } } }],
        locale,
      ),
    ),
  );
}

/**
 * What changed between two versions, in words: "Title changed from … to …", "Locale "de-de"
 * added", "Landing headline changed from … to … in fr-fr", "Content item "faq" added".
 */
export function versionDiff(before: VersionTexts, after: VersionTexts): DiffEntry[] {
  const locales = after.locales.filter((l) => before.locales.includes(l));
  const texts = LOCALE_FIELDS.flatMap((f) =>
    textChanges(fieldLabel(f), before.fields[f], after.fields[f], locales),
  );
  return [
    ...fieldChanges(before.fields, after.fields, plainSpecs),
    ...listChanges(before.locales, after.locales, {
      label: 'studies.diff.locale',
      key: (l) => l,
      name: (l) => l,
    }),
    ...texts,
    ...listChanges(before.content, after.content, {
      label: 'studies.diff.content',
      key: (c) => String(c.id),
      name: (c) => c.key,
      inner: (b, a) => contentChanges(b, a, locales),
    }),
  ];
}

const localesIn = (...texts: LocaleTexts[]) => [...new Set(texts.flatMap((t) => Object.keys(t)))];

/** Unsaved changes to a study's fields, texts compared in every locale either side has. */
export function fieldsDiff(before: StudyFields, after: StudyFields): DiffEntry[] {
  const locales = localesIn(...LOCALE_FIELDS.flatMap((f) => [before[f], after[f]]));
  return versionDiff({ locales, fields: before, content: [] }, { locales, fields: after, content: [] });
}

/** Unsaved changes to one content item. */
export function contentDiff(before: ContentItem, after: ContentItem): DiffEntry[] {
  return contentChanges(before, after, localesIn(before.title, before.body, after.title, after.body));
}
