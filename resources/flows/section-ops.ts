import type { BlockSection, FlowDraft } from './types';

/** Changes to the draft's sections; each returns a new draft and leaves the old one untouched. */

let made = 0;

/**
 * An id no section of the draft has. It is never a plain `s<n>`: a section deleted and another
 * added would otherwise come back under the deleted one's id, and the diff against the published
 * version would read that as a rename.
 */
export function newSectionId(draft: FlowDraft): string {
  const taken = new Set(draft.sections.map((s) => s.id));
  let id: string;
  do {
    made += 1;
    id = `s-${Date.now().toString(36)}-${made}`;
  } while (taken.has(id));
  return id;
}

/** A new, empty section at the end. */
export function addSection(draft: FlowDraft, title: string, id = newSectionId(draft)): FlowDraft {
  return { ...draft, sections: [...draft.sections, { id, title, block_ids: [] }] };
}

export function renameSection(draft: FlowDraft, sectionId: string, title: string): FlowDraft {
  return { ...draft, sections: draft.sections.map((s) => (s.id === sectionId ? { ...s, title } : s)) };
}

/** Puts the section at `index` (clamped to the list), its blocks with it. */
export function moveSectionTo(draft: FlowDraft, sectionId: string, index: number): FlowDraft {
  const from = draft.sections.findIndex((s) => s.id === sectionId);
  const to = Math.max(0, Math.min(index, draft.sections.length - 1));
  if (from < 0 || from === to) return draft;
  const sections = [...draft.sections];
  const [moving] = sections.splice(from, 1) as [BlockSection];
  sections.splice(to, 0, moving);
  return { ...draft, sections };
}

/** One place up or down; at the edge nothing moves. */
export function moveSection(draft: FlowDraft, sectionId: string, step: -1 | 1): FlowDraft {
  const at = draft.sections.findIndex((s) => s.id === sectionId);
  if (at < 0 || at + step < 0 || at + step >= draft.sections.length) return draft;
  return moveSectionTo(draft, sectionId, at + step);
}

/** Whether the section can go: a flow keeps at least one section to hold its blocks. */
export const canRemoveSection = (draft: FlowDraft, sectionId: string): boolean =>
  draft.sections.length > 1 && draft.sections.some((s) => s.id === sectionId);

/**
 * Deletes the section. Its blocks go to the end of `moveTo`, in their order; a section that holds
 * blocks is kept when `moveTo` is missing or is the section itself, so no block is lost.
 */
export function removeSection(draft: FlowDraft, sectionId: string, moveTo: string | null): FlowDraft {
  const gone = draft.sections.find((s) => s.id === sectionId);
  if (!gone || !canRemoveSection(draft, sectionId)) return draft;
  const target = draft.sections.find((s) => s.id === moveTo && s.id !== sectionId);
  if (gone.block_ids.length > 0 && !target) return draft;
  return {
    ...draft,
    sections: draft.sections
      .filter((s) => s !== gone)
      .map((s) => (s === target ? { ...s, block_ids: [...s.block_ids, ...gone.block_ids] } : s)),
  };
}
