import { named } from '@/contract/names';
import { z } from '@/lib/zod';

// What the studies calls may answer. A server built from the spec sends a study with its `id` and
// any of the other fields, each possibly null or missing, so every field but the id is optional;
// study-record.ts turns an answer into the one shape the screens read (missing shows as "—").

const id = z.union([z.number(), z.string()]);
const text = z.nullish(z.string());
const count = z.nullish(z.number());
const flag = z.nullish(z.boolean());
const codes = z.nullish(z.array(z.union([z.string(), z.number()])));
/** Texts per locale; a locale without its text yet may be null. */
const localeTexts = z.nullish(z.record(z.string(), z.nullish(z.string())));

/** The fields a study version holds (spec §3). */
export const studyFieldsShape = {
  title: text,
  key: text,
  start: text,
  end: text,
  type_of_study: text,
  tags: codes,
  goal: text,
  researcher: text,
  researcher_email: text,
  sponsor_lead: text,
  prescreen_survey: count,
  joining_flow_id: count,
  reminder_emails: flag,
  is_publicly_listed: flag,
  is_portal_study: flag,
  country: text,
  linkout_url_form: text,
  requires_dna_data: flag,
  kit_type: text,
  payment_agreement: text,
  partner_visible: flag,
  participant_target: count,
  currency: text,
  partner_revenue: count,
  participant_revenue: count,
  client_codes: codes,
  show_funnel: flag,
  primary_locale: text,
  descriptions: localeTexts,
  landing_title: localeTexts,
  landing_body: localeTexts,
  landing_cta: localeTexts,
  landing_image_url: text,
};

export const studyFieldsAnswer = z.looseObject(studyFieldsShape);

/** `GET /admin/studies/{id}` and every write's answer: the study as its latest version holds it. */
export const studyAnswer = named(
  z.looseObject({
    id,
    ...studyFieldsShape,
    // Text, not an enum: a state a newer server adds reads as published.
    state: text,
    version: count,
    version_id: count,
    locales: codes,
    is_published: flag,
    published: text,
    locked_by: z.nullish(id),
    locked_by_name: text,
    locked_at: text,
    updated_at: text,
    /** The server's hash of the latest version's content: a signature names what was reviewed. */
    draft_hash: text,
  }),
  'StudyRecord',
);

export const contentAnswer = named(
  z.looseObject({ id: z.nullish(id), key: text, title: localeTexts, body: localeTexts }),
  'StudyContentItem',
);

/**
 * A version as listed, or with what it holds (`fields`, `content`) when read alone. Its number is
 * required: it is how a version is named, opened (`/versions/{v}`) and published.
 */
export const versionAnswer = named(
  z.looseObject({
    id: z.nullish(id),
    version: z.number(),
    status: text,
    published_at: text,
    published_by: text,
    note: text,
    locales: codes,
    created_at: text,
    fields: z.nullish(studyFieldsAnswer),
    content: z.nullish(z.array(contentAnswer)),
  }),
  'StudyVersion',
);

/** `/versions/latest`: the latest version, with who holds the study's draft. */
export const latestAnswer = z.extend(versionAnswer, {
  state: text,
  locked_by: z.nullish(id),
  locked_by_name: text,
});

/** `/locales`: codes, or objects naming the code as `id`, `locale` or `code`. */
export const localesAnswer = z.array(
  z.union([z.string(), z.looseObject({ id: text, locale: text, code: text, name: text })]),
);

export const geneAnswer = z.looseObject({ id, name: z.string() });

export const eventAnswer = z.looseObject({
  id,
  kind: text,
  actor_id: z.nullish(id),
  actor_name: text,
  at: text,
  note: text,
  version: z.nullish(id),
});

export const funnelAnswer = z.looseObject({
  partner: text,
  client_code: text,
  currency: text,
  enrolled: count,
  started: count,
  completed: count,
  eligible: count,
  paid: count,
  partner_revenue: count,
  participant_revenue: count,
});

export const reportAnswer = z.looseObject({
  participant_target: count,
  partners: z.nullish(z.array(funnelAnswer)),
});

export type StudyAnswer = z.output<typeof studyAnswer>;
export type StudyFieldsAnswer = z.output<typeof studyFieldsAnswer>;
export type VersionAnswer = z.output<typeof versionAnswer>;
export type LatestAnswer = z.output<typeof latestAnswer>;
export type LocalesAnswer = z.output<typeof localesAnswer>;
export type ContentAnswer = z.output<typeof contentAnswer>;
export type ReportAnswer = z.output<typeof reportAnswer>;
export type EventAnswer = z.output<typeof eventAnswer>;
