import './texts';
import type {
  ContentItem,
  LocaleTexts,
  PartnerFunnel,
  StudyFields,
  StudyRecord,
  StudyReport,
  VersionDetail,
  VersionStatus,
} from './types';

import {
  studyFieldsShape,
  type ContentAnswer,
  type LatestAnswer,
  type LocalesAnswer,
  type ReportAnswer,
  type StudyAnswer,
  type StudyFieldsAnswer,
  type VersionAnswer,
} from './answers';

// A server built from the spec sends a study with `id` and `title` and any of the other spec fields,
// each possibly null or missing. The screens read one shape: what is missing becomes "nothing"
// (empty text, no items, null), shown as "—", and is not sent back as if the server had said it.

type Raw = Record<string, unknown>;

// The answers are checked by their schemas (answers.ts) before they get here; what is left is
// filling in what a server left out, in the shape the editor keeps.
const text = (v: string | null | undefined): string => v ?? '';
const list = (v: readonly (string | number)[] | null | undefined): string[] => (v ?? []).map(String);
const texts = (v: Readonly<Record<string, string | null | undefined>> | null | undefined): LocaleTexts =>
  Object.fromEntries(Object.entries(v ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string'));
const dateText = (v: string | null | undefined): string | null => (v ? v : null);

/** The study fields of a server's record, each in the shape the screens read; unknown fields kept. */
export function studyFields(answer: StudyFieldsAnswer | null | undefined): StudyFields {
  const r = answer ?? {};
  return {
    ...r,
    title: text(r.title),
    key: text(r.key),
    start: dateText(r.start),
    end: dateText(r.end),
    type_of_study: text(r.type_of_study),
    tags: list(r.tags),
    goal: text(r.goal),
    researcher: text(r.researcher),
    researcher_email: text(r.researcher_email),
    sponsor_lead: text(r.sponsor_lead),
    prescreen_survey: r.prescreen_survey ?? null,
    joining_flow_id: r.joining_flow_id ?? null,
    reminder_emails: r.reminder_emails ?? null,
    is_publicly_listed: r.is_publicly_listed ?? null,
    is_portal_study: r.is_portal_study ?? null,
    country: text(r.country),
    linkout_url_form: text(r.linkout_url_form),
    requires_dna_data: r.requires_dna_data ?? null,
    kit_type: text(r.kit_type),
    payment_agreement: text(r.payment_agreement),
    partner_visible: r.partner_visible ?? null,
    participant_target: r.participant_target ?? null,
    currency: text(r.currency),
    partner_revenue: r.partner_revenue ?? null,
    participant_revenue: r.participant_revenue ?? null,
    client_codes: list(r.client_codes),
    show_funnel: r.show_funnel ?? null,
    primary_locale: text(r.primary_locale),
    descriptions: texts(r.descriptions),
    landing_title: texts(r.landing_title),
    landing_body: texts(r.landing_body),
    landing_cta: texts(r.landing_cta),
    landing_image_url: text(r.landing_image_url),
  };
}

/** Fields the record did not carry (or carried as null), by study: a save leaves them out again. */
const absent = new Map<string, Set<string>>();
const FIELD_KEYS = Object.keys(studyFieldsShape);

/** What the console knows of the study's latest version and locales from the spec's own calls. */
export interface StudyContext {
  state?: VersionStatus | undefined;
  version?: number | null | undefined;
  versionId?: number | string | null | undefined;
  locales?: string[] | undefined;
  lockedBy?: number | string | null | undefined;
  lockedByName?: string | null | undefined;
}

const status = (v: unknown): VersionStatus | undefined =>
  v === 'draft' || v === 'published' ? v : undefined;

/**
 * A study record as the screens read it: `override` (what the spec's own calls said) wins, then
 * the record, then `fill` (the record held before a write whose answer says less). Unknown fields
 * are kept as they came, so a save sends them back untouched.
 */
export function studyRecord(
  r: StudyAnswer,
  fill: StudyContext = {},
  override: StudyContext = {},
): StudyRecord {
  absent.set(String(r.id), new Set(FIELD_KEYS.filter((k) => r[k] === undefined || r[k] === null)));
  const pick = <K extends keyof StudyContext>(key: K, own: StudyContext[K]) =>
    override[key] ?? own ?? fill[key] ?? null;
  return {
    ...studyFields(r),
    id: r.id,
    state: pick('state', status(r.state)) ?? 'published',
    version: pick('version', r.version),
    version_id: pick('versionId', r.version_id),
    locales: pick('locales', r.locales ? list(r.locales) : undefined) ?? [],
    is_published: r.is_published ?? null,
    published: dateText(r.published),
    locked_by: pick('lockedBy', r.locked_by),
    locked_by_name: pick('lockedByName', r.locked_by_name),
    locked_at: dateText(r.locked_at),
    updated_at: dateText(r.updated_at),
    draft_hash: r.draft_hash ?? null,
  };
}

/** The context a record gives a write's answer that may say less than the read did. */
export const contextOf = (r: StudyRecord, state?: VersionStatus): StudyContext => ({
  state: state ?? r.state,
  version: r.version,
  versionId: r.version_id,
  locales: r.locales,
});

/**
 * What a save sends: the edited fields with every field the server did not send left out while
 * it is still empty, so "missing" is not turned into "empty" (or `false`, or 0) on the server.
 * Locales are left out too: they change by their own calls.
 */
export function saveBody(id: string | number, value: StudyFields & { locales?: string[] }): Raw {
  const { locales: _locales, ...fields } = value;
  const missing = absent.get(String(id));
  if (!missing) return fields;
  const empty = studyFields({});
  return Object.fromEntries(
    Object.entries(fields).filter(
      ([k, v]) => !missing.has(k) || JSON.stringify(v) !== JSON.stringify(empty[k as keyof StudyFields]),
    ),
  );
}

/** The locales of `GET /admin/studies/{id}/locales`: codes, or `{ id | locale | code }` objects. */
export function localeCodes(answer: LocalesAnswer | undefined): string[] | undefined {
  return answer?.flatMap((l) => {
    const code = typeof l === 'string' ? l : (l.id ?? l.locale ?? l.code);
    return code ? [code] : [];
  });
}

/** `GET /admin/studies/{id}/versions/latest` as context for the record. */
export function latestContext(r: LatestAnswer | undefined): StudyContext {
  if (!r) return {};
  return {
    state: status(r.status) ?? status(r.state),
    version: r.version ?? undefined,
    versionId: r.id ?? undefined,
    locales: r.locales ? list(r.locales) : undefined,
    lockedBy: r.locked_by ?? undefined,
    lockedByName: r.locked_by_name ?? undefined,
  };
}

export const contentItem = (r: ContentAnswer, i = 0): ContentItem => ({
  ...r,
  id: r.id ?? i,
  key: text(r.key),
  title: texts(r.title),
  body: texts(r.body),
});

/** A version as the screens read it: its fields, locales and content, whichever the server sent. */
export function versionDetail(r: VersionAnswer): VersionDetail {
  const version = r.version ?? 0;
  return {
    id: r.id ?? version,
    version,
    status: status(r.status) ?? 'published',
    published_at: dateText(r.published_at),
    published_by: r.published_by ?? null,
    note: r.note ?? null,
    locales: list(r.locales),
    created_at: text(r.created_at),
    fields: studyFields(r.fields),
    content: (r.content ?? []).map((item, i) => contentItem(item, i)),
  };
}

type FunnelAnswer = NonNullable<ReportAnswer['partners']>[number];

const funnel = (r: FunnelAnswer): PartnerFunnel => ({
  partner: text(r.partner),
  client_code: text(r.client_code),
  currency: text(r.currency),
  enrolled: r.enrolled ?? 0,
  started: r.started ?? 0,
  completed: r.completed ?? 0,
  eligible: r.eligible ?? 0,
  paid: r.paid ?? 0,
  partner_revenue: r.partner_revenue ?? 0,
  participant_revenue: r.participant_revenue ?? 0,
});

/** The report's funnels, a missing count read as 0 (nobody counted), a missing list as none. */
export const studyReport = (r: ReportAnswer): StudyReport => ({
  participant_target: r.participant_target ?? 0,
  partners: (r.partners ?? []).map(funnel),
});

/** The text key of a version's state: "Draft version 3", or "Draft version" without a number. */
export const stateKey = (state: VersionStatus, version: unknown): string =>
  version === null || version === undefined ? `studies.state.${state}_unnumbered` : `studies.state.${state}`;
