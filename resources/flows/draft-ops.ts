import type { Block, BlockSection, FlowDraft } from './types';

/** Pure changes to the working copy; each returns a new draft and leaves the old one untouched. */

export function updateBlock(draft: FlowDraft, id: number, update: (b: Block) => Block): FlowDraft {
  return { ...draft, blocks: draft.blocks.map((b) => (b.id === id ? update(b) : b)) };
}

/** A temporary id below every id in the draft: the server gives the real one on save. */
export function temporaryId(draft: FlowDraft): number {
  return Math.min(0, ...draft.blocks.map((b) => b.id)) - 1;
}

function insertAfter(sections: BlockSection[], sectionId: string, afterId: number | null, id: number) {
  return sections.map((s) => {
    if (s.id !== sectionId) return s;
    const at = afterId === null ? s.block_ids.length : s.block_ids.indexOf(afterId) + 1;
    const ids = [...s.block_ids];
    ids.splice(at <= 0 ? ids.length : at, 0, id);
    return { ...s, block_ids: ids };
  });
}

export function sectionOfBlock(draft: FlowDraft, id: number): BlockSection | undefined {
  return draft.sections.find((s) => s.block_ids.includes(id));
}

export function addBlock(
  draft: FlowDraft,
  block: Block,
  sectionId: string,
  afterId: number | null,
): { draft: FlowDraft; id: number } {
  const id = temporaryId(draft);
  const added: Block = { ...block, id, client_key: `new-${Date.now().toString(36)}-${-id}` };
  return {
    id,
    draft: {
      ...draft,
      blocks: [...draft.blocks, added],
      sections: insertAfter(draft.sections, sectionId, afterId, id),
    },
  };
}

/** A copy right after the original, same type, texts and data, without its server identity. */
export function duplicateBlock(draft: FlowDraft, id: number): { draft: FlowDraft; id: number } | null {
  const original = draft.blocks.find((b) => b.id === id);
  const section = sectionOfBlock(draft, id);
  if (!original || !section) return null;
  const copy: Block = {
    ...structuredClone(original),
    block_version_id: null,
    version_diff: null,
    updated_at: null,
  };
  return addBlock(draft, copy, section.id, id);
}

export function removeBlock(draft: FlowDraft, id: number): FlowDraft {
  return {
    ...draft,
    blocks: draft.blocks.filter((b) => b.id !== id),
    sections: draft.sections.map((s) => ({ ...s, block_ids: s.block_ids.filter((b) => b !== id) })),
  };
}

/** One place up or down; past a section's edge it moves into the neighbouring section. */
export function moveBlock(draft: FlowDraft, id: number, step: -1 | 1): FlowDraft {
  const at = draft.sections.findIndex((s) => s.block_ids.includes(id));
  const section = draft.sections[at];
  if (!section) return draft;
  const i = section.block_ids.indexOf(id);
  const j = i + step;
  if (j >= 0 && j < section.block_ids.length) {
    const ids = [...section.block_ids];
    [ids[i], ids[j]] = [ids[j] as number, ids[i] as number];
    return { ...draft, sections: draft.sections.map((s) => (s === section ? { ...s, block_ids: ids } : s)) };
  }
  const neighbour = draft.sections[at + step];
  if (!neighbour) return draft;
  return {
    ...draft,
    sections: draft.sections.map((s) => {
      if (s === section) return { ...s, block_ids: s.block_ids.filter((b) => b !== id) };
      if (s === neighbour)
        return { ...s, block_ids: step === 1 ? [id, ...s.block_ids] : [...s.block_ids, id] };
      return s;
    }),
  };
}

/** Moves a block into a section at a position (the end when `index` is past it). */
export function moveToSection(
  draft: FlowDraft,
  id: number,
  sectionId: string,
  index = Number.MAX_SAFE_INTEGER,
): FlowDraft {
  const without = draft.sections.map((s) => ({ ...s, block_ids: s.block_ids.filter((b) => b !== id) }));
  return {
    ...draft,
    sections: without.map((s) => {
      if (s.id !== sectionId) return s;
      const ids = [...s.block_ids];
      ids.splice(Math.min(index, ids.length), 0, id);
      return { ...s, block_ids: ids };
    }),
  };
}

/** Blocks (and options) that jump to the block, by their headings: what a deletion leaves without a target. */
export function jumpersTo(draft: FlowDraft, id: number): Block[] {
  const points = (j: unknown) =>
    typeof j === 'object' && j !== null && (j as { block_id?: number }).block_id === id;
  return draft.blocks.filter((b) => {
    if (b.id === id) return false;
    const options = Array.isArray(b.data.options) ? (b.data.options as { jump_to?: unknown }[]) : [];
    return points(b.jump_to) || options.some((o) => points(o.jump_to));
  });
}
