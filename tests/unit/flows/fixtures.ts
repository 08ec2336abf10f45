import type { Block, ChoiceOption, FlowDraft, JumpTarget } from '../../../resources/flows/types';

export const opt = (value: string, extra: Partial<ChoiceOption> = {}): ChoiceOption => ({
  value,
  label: value[0]?.toUpperCase() + value.slice(1),
  jump_to: null,
  screenout: false,
  ...extra,
});

export function block(id: number, heading: string, extra: Partial<Block> = {}): Block {
  return {
    id,
    block_version_id: id * 100,
    flow_id: 1,
    flow_version_id: 101,
    type_id: 'single_choice',
    component_version: '1.0',
    heading,
    subheading: '',
    data: { options: [opt('yes'), opt('no')] },
    jump_to: null,
    screenout_immediately: false,
    is_required: true,
    version_diff: null,
    updated_at: null,
    ...extra,
  };
}

export const to = (block_id: number): JumpTarget => ({ block_id });

/** Age (1) → Smoker (2) → Consent (3), in two sections. */
export function draftOf(blocks: Block[], sections: number[][] = [blocks.map((b) => b.id)]): FlowDraft {
  return {
    fields: {
      title: 'Asthma screening',
      description: '',
      locale_id: 'en-gb',
      is_public: true,
      is_admin_only: false,
      allow_public_resume: true,
      anonymous_submissions_only: false,
      screenout_if_unsuccessful: true,
      relevance: null,
      end_rules: null,
      inclusion_criteria: null,
      end_section: null,
    },
    sections: sections.map((ids, i) => ({ id: `s${i + 1}`, title: `Part ${i + 1}`, block_ids: ids })),
    blocks,
  };
}
