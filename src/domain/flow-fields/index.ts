/**
 * A flow's own fields (spec §3): the ones its editor changes and a draft save writes. The editor's
 * settings, the diff a publish shows and the mock's save all read these lists, so a field added
 * here is shown, compared and stored alike.
 */

export interface EndSection {
  heading: string;
  text: string;
}

/** The flow's own fields the editor changes. */
export interface FlowFields {
  title: string;
  description: string;
  locale_id: string;
  is_public: boolean;
  is_admin_only: boolean;
  allow_public_resume: boolean;
  anonymous_submissions_only: boolean;
  screenout_if_unsuccessful: boolean;
  relevance: unknown;
  end_rules: unknown;
  inclusion_criteria: unknown;
  end_section: EndSection | null;
}

/** The switches, in the order the settings show them. */
export const FLOW_FLAGS = [
  'is_public',
  'is_admin_only',
  'allow_public_resume',
  'anonymous_submissions_only',
  'screenout_if_unsuccessful',
] as const satisfies readonly (keyof FlowFields)[];

/** The rules, edited as JSON. */
export const FLOW_JSON_FIELDS = [
  'relevance',
  'end_rules',
  'inclusion_criteria',
] as const satisfies readonly (keyof FlowFields)[];

/** Every field, in the editor's order; the end section (heading and text) comes last. */
export const FLOW_FIELDS = [
  'title',
  'description',
  'locale_id',
  ...FLOW_FLAGS,
  ...FLOW_JSON_FIELDS,
  'end_section',
] as const satisfies readonly (keyof FlowFields)[];

export type FlowFieldName = (typeof FLOW_FIELDS)[number];

type Complete<Unlisted extends never> = Unlisted;
/** Compiles only while FLOW_FIELDS names every field of FlowFields. */
export type EveryFlowFieldListed = Complete<Exclude<keyof FlowFields, FlowFieldName>>;
