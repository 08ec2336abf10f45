import { mergeValues, type Side } from '@/data';
import { blocksIn, textsIn, withTextsIn, type BlockTexts } from './conflict-blocks';
import { SETTINGS_FIELDS, type Draft, type Settings } from './template-record';
import type { LocaleText, Section } from './types';

/**
 * A template split into the parts a conflict is decided on, each kept or taken whole: the
 * settings one by one, the languages, the subject and the hand-edited plain text per language,
 * the blocks with the default language's words, and the blocks' words in every other language. The engine's three-way merge (`@/data`) works on such flat values.
 */
export type Parts = Record<string, unknown>;

const SETTING = 'settings.';
const SUBJECT = 'subject.';
const PLAIN = 'plain_text.';
export const BLOCKS = 'blocks';
const BLOCK_TEXTS = 'block_texts.';
export const LOCALES = 'locales';
/** Blocks on one side and HTML on the other cannot be mixed: the whole content is one part. */
export const CONTENT = 'content';

const localesOf = (drafts: Draft[]) => [...new Set(drafts.flatMap((d) => d.doc?.locales ?? []))];

/** The language whose words go with the blocks' arrangement: the first draft's default. */
export const primaryLocale = (drafts: Draft[]) => localesOf(drafts)[0] ?? 'en-gb';

/** Whether the drafts can be merged part by part, or only their content as a whole. */
const sameFormat = (drafts: Draft[]) => drafts.every((d) => (d.doc === null) === (drafts[0]?.doc === null));

/** Every draft's parts, over the languages any of them has, so each side names the same parts. */
export function partsOfAll(drafts: Draft[]): Parts[] {
  const locales = localesOf(drafts);
  const whole = !sameFormat(drafts);
  return drafts.map((d) => partsOf(d, locales, whole));
}

function partsOf(draft: Draft, locales: readonly string[], whole: boolean): Parts {
  const parts: Parts = {};
  for (const f of SETTINGS_FIELDS) parts[SETTING + f] = draft.settings[f];
  if (whole) parts[CONTENT] = { doc: draft.doc, legacy: draft.legacy };
  else if (draft.doc) {
    parts[LOCALES] = draft.doc.locales;
    for (const l of locales) parts[SUBJECT + l] = draft.doc.subject[l] ?? '';
    const [primary = 'en-gb', ...others] = locales;
    parts[BLOCKS] = blocksIn(draft.doc.sections, primary);
    for (const l of others) parts[BLOCK_TEXTS + l] = textsIn(draft.doc.sections, l);
    for (const l of locales) parts[PLAIN + l] = draft.doc.plain_text[l] ?? '';
  } else {
    parts['legacy.subject'] = draft.legacy.subject;
    parts['legacy.html'] = draft.legacy.html;
    parts['legacy.text'] = draft.legacy.text;
  }
  return parts;
}

/** The order parts are listed in: what the email says before how it is set up. */
export function partKeys(parts: Parts): string[] {
  const rank = (k: string) =>
    k === CONTENT || k === LOCALES
      ? 0
      : k.startsWith(SUBJECT) || k === 'legacy.subject'
        ? 1
        : k.startsWith(SETTING)
          ? 3
          : 2;
  return Object.keys(parts).sort((a, b) => rank(a) - rank(b));
}

const texts = (parts: Parts, prefix: string, locales: readonly string[]): LocaleText =>
  Object.fromEntries(
    locales.flatMap((l) => {
      const v = parts[prefix + l];
      return typeof v === 'string' && v !== '' ? [[l, v]] : [];
    }),
  );

const isDraftContent = (v: unknown): v is Pick<Draft, 'doc' | 'legacy'> =>
  typeof v === 'object' && v !== null && 'doc' in v && 'legacy' in v;

/**
 * The draft the merged parts describe. The merge only ever picks a part from one of the drafts,
 * so each part has that draft's type; `like` gives the format when the content was not one part.
 */
export function draftOfParts(parts: Parts, like: Draft): Draft {
  const settings = Object.fromEntries(SETTINGS_FIELDS.map((f) => [f, parts[SETTING + f]])) as Settings;
  const content = parts[CONTENT];
  if (isDraftContent(content)) return { settings, doc: content.doc, legacy: content.legacy };
  if (!like.doc) {
    const str = (k: string) => (typeof parts[k] === 'string' ? (parts[k] as string) : '');
    return {
      settings,
      doc: null,
      legacy: { subject: str('legacy.subject'), html: str('legacy.html'), text: str('legacy.text') },
    };
  }
  const locales = Array.isArray(parts[LOCALES]) ? (parts[LOCALES] as string[]) : like.doc.locales;
  let sections = Array.isArray(parts[BLOCKS]) ? (parts[BLOCKS] as Section[]) : like.doc.sections;
  for (const [key, texts] of Object.entries(parts))
    if (key.startsWith(BLOCK_TEXTS) && typeof texts === 'object' && texts !== null)
      sections = withTextsIn(sections, key.slice(BLOCK_TEXTS.length), texts as BlockTexts);
  return {
    settings,
    legacy: like.legacy,
    doc: {
      version: 1,
      locales,
      subject: texts(parts, SUBJECT, locales),
      sections,
      plain_text: texts(parts, PLAIN, locales),
    },
  };
}

export const partPrefix = {
  setting: SETTING,
  subject: SUBJECT,
  plainText: PLAIN,
  blockTexts: BLOCK_TEXTS,
} as const;

/**
 * The draft saved after a conflict: each part from the side chosen for it; a part nobody chose
 * is this editor's where it was edited here, and the server's otherwise (the engine's merge).
 */
export function mergeDrafts(
  c: { base: Draft; mine: Draft; theirs: Draft },
  choices: Readonly<Record<string, Side>>,
): Draft {
  const [base = {}, mine = {}, theirs = {}] = partsOfAll([c.base, c.mine, c.theirs]);
  return draftOfParts(mergeValues({ base, mine, theirs }, choices), c.mine);
}
