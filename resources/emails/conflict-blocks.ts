import type { Block, LocaleText, Section } from './types';

/** A block's text in one language, by block id. */
export type BlockTexts = Record<string, string>;

function localeText(b: Block): LocaleText | null {
  switch (b.type) {
    case 'heading':
      return b.text;
    case 'text':
      return b.html;
    case 'image':
      return b.alt;
    case 'button':
      return b.label;
    default:
      return null;
  }
}

function withText(b: Block, change: (t: LocaleText) => LocaleText): Block {
  switch (b.type) {
    case 'heading':
      return { ...b, text: change(b.text) };
    case 'text':
      return { ...b, html: change(b.html) };
    case 'image':
      return { ...b, alt: change(b.alt) };
    case 'button':
      return { ...b, label: change(b.label) };
    default:
      return b;
  }
}

const mapBlocks = (sections: Section[], f: (b: Block) => Block): Section[] =>
  sections.map((s) => ({ ...s, columns: s.columns.map((c) => ({ ...c, blocks: c.blocks.map(f) })) }));

/**
 * The blocks with their words in one language only. A conflict decides the arrangement with the
 * default language's words, and every other language's words apart: a translation saved by
 * someone else survives a change of the English blocks made here, and the other way round.
 */
export function blocksIn(sections: Section[], locale: string): Section[] {
  return mapBlocks(sections, (b) => withText(b, (t) => (t[locale] ? { [locale]: t[locale] } : {})));
}

/** Every block's words in one language, in reading order. */
export function textsIn(sections: Section[], locale: string): BlockTexts {
  const out: BlockTexts = {};
  for (const s of sections)
    for (const c of s.columns)
      for (const b of c.blocks) {
        const text = localeText(b)?.[locale];
        if (text) out[b.id] = text;
      }
  return out;
}

/** The blocks with one language's words put back, for the blocks that are still there. */
export function withTextsIn(sections: Section[], locale: string, texts: BlockTexts): Section[] {
  return mapBlocks(sections, (b) => {
    const text = texts[b.id];
    return text === undefined ? b : withText(b, (t) => ({ ...t, [locale]: text }));
  });
}
