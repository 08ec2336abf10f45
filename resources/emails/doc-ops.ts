import { copyBlock, copySection, newSection } from './doc';
import type { Block, EmailDoc, Section } from './types';

// Pure edits of an email document: each returns a new document and leaves the old one as it was.

const mapSections = (doc: EmailDoc, f: (s: Section) => Section): EmailDoc => ({
  ...doc,
  sections: doc.sections.map(f),
});

const mapColumns = (doc: EmailDoc, f: (blocks: Block[]) => Block[]): EmailDoc =>
  mapSections(doc, (s) => ({ ...s, columns: s.columns.map((c) => ({ ...c, blocks: f(c.blocks) })) }));

export function findBlock(doc: EmailDoc, id: string): Block | undefined {
  for (const s of doc.sections)
    for (const c of s.columns) for (const b of c.blocks) if (b.id === id) return b;
  return undefined;
}

export const updateBlock = (doc: EmailDoc, id: string, next: Block): EmailDoc =>
  mapColumns(doc, (blocks) => blocks.map((b) => (b.id === id ? next : b)));

export const removeBlock = (doc: EmailDoc, id: string): EmailDoc =>
  mapColumns(doc, (blocks) => blocks.filter((b) => b.id !== id));

export function duplicateBlock(doc: EmailDoc, id: string): { doc: EmailDoc; copyId: string | null } {
  let copyId: string | null = null;
  const next = mapColumns(doc, (blocks) =>
    blocks.flatMap((b) => {
      if (b.id !== id) return [b];
      const copy = copyBlock(b);
      copyId = copy.id;
      return [b, copy];
    }),
  );
  return { doc: next, copyId };
}

export function addBlock(doc: EmailDoc, columnId: string, block: Block): EmailDoc {
  return mapSections(doc, (s) => ({
    ...s,
    columns: s.columns.map((c) => (c.id === columnId ? { ...c, blocks: [...c.blocks, block] } : c)),
  }));
}

function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = list.slice();
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

/** Moves a block to another place in its column (`to` is its new index). */
export function moveBlock(doc: EmailDoc, id: string, to: number): EmailDoc {
  return mapColumns(doc, (blocks) => {
    const from = blocks.findIndex((b) => b.id === id);
    return from < 0 ? blocks : move(blocks, from, to);
  });
}

export function blockIndex(doc: EmailDoc, id: string): { index: number; count: number } | null {
  for (const s of doc.sections)
    for (const c of s.columns) {
      const index = c.blocks.findIndex((b) => b.id === id);
      if (index >= 0) return { index, count: c.blocks.length };
    }
  return null;
}

export const addSection = (doc: EmailDoc, columns: number): EmailDoc => ({
  ...doc,
  sections: [...doc.sections, newSection(columns)],
});

export const updateSection = (
  doc: EmailDoc,
  id: string,
  changes: Partial<Pick<Section, 'background' | 'padding'>>,
) => mapSections(doc, (s) => (s.id === id ? { ...s, ...changes } : s));

export const removeSection = (doc: EmailDoc, id: string): EmailDoc => ({
  ...doc,
  sections: doc.sections.filter((s) => s.id !== id),
});

export function moveSection(doc: EmailDoc, id: string, to: number): EmailDoc {
  const from = doc.sections.findIndex((s) => s.id === id);
  return from < 0 ? doc : { ...doc, sections: move(doc.sections, from, to) };
}

export function duplicateSection(doc: EmailDoc, id: string): EmailDoc {
  return { ...doc, sections: doc.sections.flatMap((s) => (s.id === id ? [s, copySection(s)] : [s])) };
}

/** One to three columns; the blocks of columns taken away move into the last one kept. */
export function setColumnCount(doc: EmailDoc, id: string, count: number): EmailDoc {
  return mapSections(doc, (s) => {
    if (s.id !== id || count === s.columns.length) return s;
    if (count > s.columns.length) {
      const extra = newSection(count - s.columns.length).columns;
      return { ...s, columns: [...s.columns, ...extra] };
    }
    const kept = s.columns.slice(0, count);
    const moved = s.columns.slice(count).flatMap((c) => c.blocks);
    return {
      ...s,
      columns: kept.map((c, i) => (i === count - 1 ? { ...c, blocks: [...c.blocks, ...moved] } : c)),
    };
  });
}

/** Every text a reader may see in a locale, for the placeholder and missing-text checks. */
export function textsOf(doc: EmailDoc, locale: string): { where: string; text: string | undefined }[] {
  const out: { where: string; text: string | undefined }[] = [
    { where: 'subject', text: doc.subject[locale] },
  ];
  for (const s of doc.sections)
    for (const c of s.columns)
      for (const b of c.blocks) {
        if (b.type === 'heading') out.push({ where: b.id, text: b.text[locale] });
        if (b.type === 'text') out.push({ where: b.id, text: b.html[locale] });
        if (b.type === 'button')
          out.push({ where: b.id, text: b.label[locale] }, { where: b.id, text: b.url });
        if (b.type === 'image') out.push({ where: b.id, text: b.alt[locale] });
      }
  const plain = doc.plain_text[locale];
  if (plain !== undefined) out.push({ where: 'plain_text', text: plain });
  return out;
}
