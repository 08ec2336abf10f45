import type { FlowFields } from '@/domain/flow-fields';

/** The ten block types the console has a form for (spec §3), by the block type's own `type_id`. */
export const KNOWN_KINDS = [
  'boolean_choice',
  'single_choice',
  'multi_choice',
  'informed_consent',
  'uploader',
  'kit_ordering',
  'profile_date_of_birth',
  'profile_sex',
  'profile_role',
  'profile_specific_condition',
] as const;

export type KnownKind = (typeof KNOWN_KINDS)[number];

export const isKnownKind = (kind: string): kind is KnownKind =>
  (KNOWN_KINDS as readonly string[]).includes(kind);

/** Where a jump leads: another block, or the end of the flow (completed). */
export type JumpTarget = { block_id: number } | { end: 'complete' };

/** A choice's option; `jump_to` and `screenout` override the block's own rule when chosen. */
export interface ChoiceOption {
  value: string;
  label: string;
  jump_to?: JumpTarget | null;
  screenout?: boolean;
}

/** A block version as the server sends it; `data` keeps every key, known to the console or not. */
export interface Block {
  id: number;
  block_version_id: number | null;
  flow_id: number;
  flow_version_id: number | null;
  /** The block type's own key (`single_choice`); a key outside KNOWN_KINDS is edited as JSON. */
  type_id: string;
  component_version: string | null;
  heading: string;
  subheading: string;
  data: Record<string, unknown>;
  jump_to: JumpTarget | null;
  screenout_immediately: boolean;
  is_required: boolean;
  /** The server's own words for what changed in this version, when it has them. */
  version_diff: string[] | null;
  updated_at: string | null;
  /** Identifies a block added in the console until the server has given it an id. */
  client_key?: string;
  [extra: string]: unknown;
}

export interface BlockSection {
  id: string;
  title: string;
  block_ids: number[];
}

// The flow's own fields are the domain's (src/domain/flow-fields), shared with the mock's save.
export type { EndSection, FlowFields } from '@/domain/flow-fields';

/** What the server says about the version being edited; the editor never changes it. */
export interface FlowMeta {
  flow_version_id: number;
  version: number;
  study_id: string | number | null;
  study_title: string | null;
  published_flow_version_id: number | null;
  published_version: number | null;
}

/** The working copy: the flow's fields, its sections in order and its blocks. */
export interface FlowDraft {
  meta?: FlowMeta;
  fields: FlowFields;
  sections: BlockSection[];
  blocks: Block[];
}

// What the server answers is declared with the calls (answers.ts); these are the editor's own shapes.
export type { FlowListRow, FlowRecord, FlowVersionEntry } from './answers';
