import { newBlock, newSection } from '../doc';
import type { Block, BlockType, EmailDoc, Section } from '../types';

/** The layouts a template can start from: empty blocks in a common arrangement, ready to fill. */
export const LAYOUTS = ['letter', 'newsletter', 'notice'] as const;
export type LayoutId = (typeof LAYOUTS)[number];

function section(locale: string, ...columns: BlockType[][]): Section {
  const s = newSection(columns.length);
  return {
    ...s,
    columns: s.columns.map((c, i) => ({
      ...c,
      blocks: (columns[i] ?? []).map((t): Block => newBlock(t, locale)),
    })),
  };
}

const ARRANGEMENTS: Record<LayoutId, (locale: string) => Section[]> = {
  // A heading, a message and one call to action: most study emails.
  letter: (l) => [section(l, ['heading', 'text', 'button'])],
  // An introduction, then two stories side by side (stacked on a phone), then a closing line.
  newsletter: (l) => [
    section(l, ['heading', 'text']),
    section(l, ['heading', 'text', 'button'], ['heading', 'text', 'button']),
    section(l, ['divider', 'text']),
  ],
  // Information without a call to action: a change of date, a result being ready.
  notice: (l) => [section(l, ['heading', 'text', 'divider', 'text'])],
};

export function layoutDoc(layout: LayoutId, locale: string): EmailDoc {
  return {
    version: 1,
    locales: [locale],
    subject: { [locale]: '' },
    sections: ARRANGEMENTS[layout](locale),
    plain_text: {},
  };
}
