import { z } from '@/lib/zod';

// What the flow calls answer, as the console needs it. Only what a screen cannot work without is
// required (a flow's ids, a block's id and type); the rest may be missing or null and the editor
// fills it in (api.ts `toDraft`). Objects are loose, so fields the console does not know survive
// a save.

const id = z.union([z.number(), z.string()]);
const text = z.nullish(z.string());
const flag = z.nullish(z.boolean());

/** Where a jump leads: another block, or the end of the flow. */
export const jumpAnswer = z.nullish(
  z.union([z.looseObject({ block_id: z.number() }), z.looseObject({ end: z.literal('complete') })]),
);

export const blockAnswer = z.looseObject({
  id: z.number(),
  type_id: z.string(),
  block_version_id: z.nullish(z.number()),
  flow_id: z.nullish(z.number()),
  flow_version_id: z.nullish(z.number()),
  component_version: text,
  heading: text,
  subheading: text,
  data: z.nullish(z.record(z.string(), z.unknown())),
  jump_to: jumpAnswer,
  screenout_immediately: flag,
  is_required: flag,
  version_diff: z.nullish(z.array(z.string())),
  updated_at: text,
});

export const sectionAnswer = z.looseObject({
  id,
  title: text,
  block_ids: z.nullish(z.array(z.number())),
});

export const endSectionAnswer = z.nullish(z.looseObject({ heading: text, text }));

/** A flow as `GET /admin/flows/{id}` answers it (its draft when one exists), or a version of it. */
export const flowAnswer = z.looseObject({
  id: z.number(),
  /** The server's hash of this version's content: what a signature on a publish says was reviewed. */
  draft_hash: text,
  flow_version_id: z.number(),
  title: text,
  description: text,
  locale_id: text,
  is_public: flag,
  is_admin_only: flag,
  allow_public_resume: flag,
  anonymous_submissions_only: flag,
  screenout_if_unsuccessful: flag,
  relevance: z.optional(z.unknown()),
  end_rules: z.optional(z.unknown()),
  inclusion_criteria: z.optional(z.unknown()),
  end_section: endSectionAnswer,
  study_id: z.nullish(id),
  study_title: text,
  locked_by_id: z.nullish(id),
  locked_by_name: text,
  locked_at: text,
  version: z.nullish(z.number()),
  is_published: flag,
  published_flow_version_id: z.nullish(z.number()),
  published_version: z.nullish(z.number()),
  block_sections: z.nullish(z.array(sectionAnswer)),
  blocks: z.nullish(z.array(blockAnswer)),
  updated_at: text,
});

/** A row of the flows lists. */
export const flowRowAnswer = z.looseObject({
  id: z.number(),
  title: text,
  study_id: z.nullish(id),
  study_title: text,
  version: z.nullish(z.number()),
  /** `draft` or `published`; another value is shown as it comes. */
  state: text,
  locked_by_id: z.nullish(id),
  locked_by_name: text,
  updated_at: text,
});

/** One published version as the changelog lists it. */
export const flowVersionEntryAnswer = z.looseObject({
  flow_version_id: z.number(),
  version: z.nullish(z.number()),
  published_at: text,
  published_by_name: text,
  note: text,
  changes: z.nullish(z.array(z.string())),
});

/** A lifecycle event; kinds the console does not know are left out of the history. */
export const flowEventAnswer = z.looseObject({
  id,
  kind: z.string(),
  at: z.string(),
  actor_id: z.nullish(id),
  actor_name: text,
  note: text,
  version: z.nullish(z.union([z.number(), z.string()])),
});

export type FlowRecord = z.output<typeof flowAnswer>;
export type FlowListRow = z.output<typeof flowRowAnswer>;
export type FlowVersionEntry = z.output<typeof flowVersionEntryAnswer>;
export type BlockAnswer = z.output<typeof blockAnswer>;
export type SectionAnswer = z.output<typeof sectionAnswer>;
