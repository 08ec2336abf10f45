import type { BlockAnswer, FlowRecord, SectionAnswer } from './answers';
import type { Block, BlockSection, EndSection, FlowDraft } from './types';

// The answers may leave out what the editor can do without; the working copy always has it, so
// no screen meets a missing heading or section list. Unknown fields are kept (spread first) and
// travel back on save.

export function toBlock(b: BlockAnswer): Block {
  return {
    ...b,
    block_version_id: b.block_version_id ?? null,
    flow_id: b.flow_id ?? 0,
    flow_version_id: b.flow_version_id ?? null,
    component_version: b.component_version ?? null,
    heading: b.heading ?? '',
    subheading: b.subheading ?? '',
    data: b.data ?? {},
    jump_to: b.jump_to ?? null,
    screenout_immediately: b.screenout_immediately ?? false,
    is_required: b.is_required ?? false,
    version_diff: b.version_diff ?? null,
    updated_at: b.updated_at ?? null,
  };
}

function toSection(s: SectionAnswer): BlockSection {
  return { ...s, id: String(s.id), title: s.title ?? '', block_ids: s.block_ids ?? [] };
}

function toEnd(end: FlowRecord['end_section']): EndSection | null {
  return end ? { ...end, heading: end.heading ?? '', text: end.text ?? '' } : null;
}

/** The record as the editor works on it: fields, sections and blocks, with the version it came from. */
export function toDraft(r: FlowRecord): FlowDraft {
  return {
    meta: {
      flow_version_id: r.flow_version_id,
      version: r.version ?? 0,
      study_id: r.study_id ?? null,
      study_title: r.study_title ?? null,
      published_flow_version_id: r.published_flow_version_id ?? null,
      published_version: r.published_version ?? null,
    },
    fields: {
      title: r.title ?? '',
      description: r.description ?? '',
      locale_id: r.locale_id ?? '',
      is_public: r.is_public ?? false,
      is_admin_only: r.is_admin_only ?? false,
      allow_public_resume: r.allow_public_resume ?? false,
      anonymous_submissions_only: r.anonymous_submissions_only ?? false,
      screenout_if_unsuccessful: r.screenout_if_unsuccessful ?? false,
      relevance: r.relevance ?? null,
      end_rules: r.end_rules ?? null,
      inclusion_criteria: r.inclusion_criteria ?? null,
      end_section: toEnd(r.end_section),
    },
    sections: (r.block_sections ?? []).map(toSection),
    blocks: (r.blocks ?? []).map(toBlock),
  };
}
