import { textsOf } from './doc-ops';
import { unknownPlaceholders } from './placeholders';
import type { Draft } from './template-record';

export type SaveProblem =
  { kind: 'unknown_placeholders'; names: string[] } | { kind: 'missing_alt'; count: number };

/** What stops a save: placeholders no recipient has, images without alt text. */
export function saveProblems(draft: Draft): SaveProblem[] {
  const problems: SaveProblem[] = [];
  const texts = draft.doc
    ? draft.doc.locales.flatMap((l) => textsOf(draft.doc!, l).map((t) => t.text ?? ''))
    : [draft.legacy.html, draft.legacy.text, draft.legacy.subject];
  const names = unknownPlaceholders(texts);
  if (names.length > 0) problems.push({ kind: 'unknown_placeholders', names });
  if (draft.doc) {
    const first = draft.doc.locales[0] ?? '';
    let count = 0;
    for (const s of draft.doc.sections)
      for (const c of s.columns)
        for (const b of c.blocks) if (b.type === 'image' && (b.alt[first] ?? '').trim() === '') count += 1;
    if (count > 0) problems.push({ kind: 'missing_alt', count });
  }
  return problems;
}
