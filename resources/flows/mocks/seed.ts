import type { Block, BlockSection, ChoiceOption, FlowFields, JumpTarget } from '../types';

/** A flow version as the mock keeps it: its fields, sections and blocks. */
export interface StoredVersion {
  flow_version_id: number;
  version: number;
  fields: FlowFields;
  sections: BlockSection[];
  blocks: Block[];
  updated_at: string;
}

const to = (block_id: number): JumpTarget => ({ block_id });
const END: JumpTarget = { end: 'complete' };
const opt = (value: string, label: string, extra: Partial<ChoiceOption> = {}): ChoiceOption => ({
  value,
  label,
  jump_to: null,
  screenout: false,
  ...extra,
});

type BlockSeed = Pick<Block, 'type_id' | 'heading' | 'data'> & Partial<Block>;

/** Block n of flow f has id f * 100 + n, so every flow's ids are stable whatever is read first. */
export const blockId = (flowId: number, n: number) => flowId * 100 + n;
export const versionIdOf = (flowId: number, version: number) => flowId * 100 + version;
export const blockVersionIdOf = (id: number, version: number) => id * 100 + version;

function questions(f: number, condition: string): BlockSeed[][] {
  const b = (n: number) => blockId(f, n);
  return [
    [
      {
        type_id: 'profile_date_of_birth',
        heading: 'What is your date of birth?',
        subheading: 'You must be between 18 and 75 to take part.',
        data: { min_age: 18, max_age: 75 },
        screenout_immediately: true,
      },
      {
        type_id: 'profile_sex',
        heading: 'What sex were you assigned at birth?',
        data: {
          options: [
            opt('female', 'Female'),
            opt('male', 'Male'),
            opt('intersex', 'Intersex'),
            opt('prefer_not', 'Prefer not to say'),
          ],
        },
      },
      {
        type_id: 'profile_role',
        heading: 'Which best describes you?',
        data: {
          options: [
            opt('patient', 'I live with the condition'),
            opt('carer', 'I care for someone who does'),
            opt('clinician', 'I am a healthcare professional'),
          ],
        },
      },
    ],
    [
      {
        type_id: 'profile_specific_condition',
        heading: `Have you been diagnosed with ${condition} by a doctor?`,
        data: { condition_id: (f % 40) + 1, condition_name: condition },
        is_required: true,
      },
      {
        type_id: 'boolean_choice',
        heading: 'Are you taking part in another clinical study at the moment?',
        data: {
          options: [opt('yes', 'Yes', { screenout: true }), opt('no', 'No', { jump_to: to(b(6)) })],
        },
        screenout_immediately: true,
      },
      {
        type_id: 'single_choice',
        heading: 'How often do you have symptoms?',
        data: {
          options: [
            opt('daily', 'Every day', { jump_to: to(b(7)) }),
            opt('weekly', 'Most weeks', { jump_to: to(b(7)) }),
            opt('monthly', 'A few times a year', { jump_to: to(b(8)) }),
            opt('never', 'Not in the last year', { screenout: true }),
          ],
        },
        screenout_immediately: true,
      },
      {
        type_id: 'multi_choice',
        heading: 'Which treatments have you tried?',
        subheading: 'Choose all that apply.',
        data: {
          options: [
            opt('inhaler', 'Inhalers'),
            opt('tablets', 'Tablets'),
            opt('injections', 'Injections'),
            opt('none', 'None of these'),
          ],
          min_selected: 1,
        },
      },
      {
        type_id: 'single_choice',
        heading: 'Do you smoke?',
        data: {
          options: [opt('never', 'Never'), opt('former', 'I used to'), opt('current', 'Yes')],
        },
      },
    ],
    [
      {
        type_id: 'informed_consent',
        heading: 'Consent to take part',
        data: {
          body_html:
            '<p>Taking part is voluntary. You can leave the study at any time without giving a reason.</p><p>Your answers are stored securely and shared with the research team only.</p>',
          acknowledgement: 'I have read the information and agree to take part.',
        },
        is_required: true,
      },
      {
        type_id: 'uploader',
        heading: 'Upload your latest clinic letter',
        subheading: 'Optional: it helps us confirm your diagnosis.',
        data: { accepted: ['pdf', 'jpg', 'png'], max_size_mb: 10, max_files: 3 },
        is_required: false,
      },
      {
        type_id: 'kit_ordering',
        heading: 'Order your saliva kit',
        data: { kit_type: 'saliva-dna' },
      },
      {
        type_id: 'recommend_score',
        heading: 'How likely are you to recommend this study to a friend?',
        data: {
          scale: { min: 0, max: 10 },
          labels: { low: 'Not likely', high: 'Very likely' },
          channel: 'web',
        },
        is_required: false,
        jump_to: END,
      },
    ],
  ];
}

const SECTION_TITLES = ['About you', 'Your health', 'Consent and samples'];

function makeBlock(flowId: number, n: number, version: number, seed: BlockSeed, at: string): Block {
  const id = blockId(flowId, n);
  return {
    id,
    block_version_id: blockVersionIdOf(id, version),
    flow_id: flowId,
    flow_version_id: versionIdOf(flowId, version),
    component_version: '1.0',
    subheading: '',
    jump_to: null,
    screenout_immediately: false,
    is_required: true,
    version_diff: null,
    updated_at: at,
    ...seed,
  };
}

/** The published (or first draft) content of a seeded flow: three sections, all ten types and one the console does not know. */
export function seedVersion(
  flowId: number,
  title: string,
  condition: string,
  version: number,
  at: string,
): StoredVersion {
  let n = 0;
  const sections: BlockSection[] = [];
  const blocks: Block[] = [];
  questions(flowId, condition).forEach((list, s) => {
    const ids: number[] = [];
    for (const seed of list) {
      n += 1;
      const block = makeBlock(flowId, n, version, seed, at);
      blocks.push(block);
      ids.push(block.id);
    }
    sections.push({ id: `s${s + 1}`, title: SECTION_TITLES[s] ?? `Section ${s + 1}`, block_ids: ids });
  });
  return {
    flow_version_id: versionIdOf(flowId, version),
    version,
    updated_at: at,
    sections,
    blocks,
    fields: {
      title,
      description: `Checks whether someone can join the ${condition} study and records their consent.`,
      locale_id: 'en-gb',
      is_public: flowId % 3 !== 0,
      is_admin_only: false,
      allow_public_resume: true,
      anonymous_submissions_only: false,
      screenout_if_unsuccessful: true,
      relevance: { min_age: 18, countries: ['GB'] },
      end_rules: [{ if: 'all_required_answered', then: 'complete' }],
      inclusion_criteria: { condition, diagnosed: true },
      end_section: {
        heading: 'Thank you',
        text: 'We will be in touch within two weeks about the next steps.',
      },
    },
  };
}

/** A draft in progress on top of a published version: a reworded question and one new block. */
export function seedDraftChanges(from: StoredVersion, flowId: number, at: string): StoredVersion {
  const version = from.version + 1;
  const blocks: Block[] = from.blocks.map((b) => ({
    ...b,
    block_version_id: blockVersionIdOf(b.id, version),
    flow_version_id: versionIdOf(flowId, version),
  }));
  const often = blocks.find((b) => b.id === blockId(flowId, 6));
  if (often) {
    often.heading = 'How often have you had symptoms in the last three months?';
    often.version_diff = ['Heading reworded to ask about the last three months'];
  }
  const added = makeBlock(
    flowId,
    13,
    version,
    {
      type_id: 'boolean_choice',
      heading: 'Do you use a peak flow meter at home?',
      data: { options: [opt('yes', 'Yes'), opt('no', 'No')] },
    },
    at,
  );
  blocks.push(added);
  const sections = from.sections.map((s) =>
    s.id === 's2' ? { ...s, block_ids: [...s.block_ids, added.id] } : { ...s, block_ids: [...s.block_ids] },
  );
  return {
    ...from,
    flow_version_id: versionIdOf(flowId, version),
    version,
    blocks,
    sections,
    updated_at: at,
  };
}
