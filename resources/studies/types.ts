import type { coreCalls, ResponseOf } from '@/contract';
import type { z } from '@/lib/zod';
import type { geneAnswer } from './answers';
import type { mapFlowAnswer, studyFlowAnswer } from './map/map-api';

/** Texts a study keeps per locale: `{ 'en-gb': 'Hello', 'de-de': 'Hallo' }`. */
export type LocaleTexts = Record<string, string>;

/**
 * The fields of a study a version holds (spec §3), texts per locale. A server may leave any of
 * them out (study-record.ts reads it): missing text is '', a missing number, flag or date null.
 */
export interface StudyFields {
  title: string;
  key: string;
  start: string | null;
  end: string | null;
  type_of_study: string;
  tags: string[];
  goal: string;
  researcher: string;
  researcher_email: string;
  sponsor_lead: string;
  prescreen_survey: number | null;
  joining_flow_id: number | null;
  reminder_emails: boolean | null;
  is_publicly_listed: boolean | null;
  is_portal_study: boolean | null;
  country: string;
  linkout_url_form: string;
  requires_dna_data: boolean | null;
  kit_type: string;
  payment_agreement: string;
  partner_visible: boolean | null;
  participant_target: number | null;
  currency: string;
  partner_revenue: number | null;
  participant_revenue: number | null;
  client_codes: string[];
  show_funnel: boolean | null;
  primary_locale: string;
  descriptions: LocaleTexts;
  landing_title: LocaleTexts;
  landing_body: LocaleTexts;
  landing_cta: LocaleTexts;
  landing_image_url: string;
}

/** One content item of a study (a consent summary, an FAQ): title and rich text per locale. */
export interface ContentItem {
  id: number | string;
  key: string;
  title: LocaleTexts;
  body: LocaleTexts;
}

export type VersionStatus = 'draft' | 'published';

/** A version as listed: number, state, who published it when, and the changelog note. */
export interface VersionSummary {
  id: number | string;
  version: number;
  status: VersionStatus;
  published_at: string | null;
  published_by: string | null;
  note: string | null;
  locales: string[];
  created_at: string;
}

/** A version with what it holds. */
export interface VersionDetail extends VersionSummary {
  fields: StudyFields;
  content: ContentItem[];
}

/** `GET /admin/studies/{id}`: the study as its latest version holds it, with its lock. */
export interface StudyRecord extends StudyFields {
  id: number | string;
  state: VersionStatus;
  /** The latest version's number and id; null when the server names neither. */
  version: number | null;
  version_id: number | string | null;
  locales: string[];
  is_published: boolean | null;
  published: string | null;
  locked_by: number | string | null;
  locked_by_name: string | null;
  locked_at: string | null;
  updated_at: string | null;
  /** The server's hash of the latest version's content (a signature names it); null when not given. */
  draft_hash?: string | null;
}

/** What a version holds, for readiness and diffs. */
export interface VersionTexts {
  locales: readonly string[];
  fields: StudyFields;
  content: readonly ContentItem[];
}

export type Gene = z.output<typeof geneAnswer>;

/** A row of `GET /admin/genes/variants`: an id, and whichever of the shown fields the server sends. */
export type GeneVariant = ResponseOf<typeof coreCalls.geneVariants>[number];

/** One partner study's funnel and money. */
export interface PartnerFunnel {
  partner: string;
  client_code: string;
  currency: string;
  enrolled: number;
  started: number;
  completed: number;
  eligible: number;
  paid: number;
  partner_revenue: number;
  participant_revenue: number;
}

export interface StudyReport {
  participant_target: number;
  partners: PartnerFunnel[];
}

/** A row of `GET /admin/studies/{id}/flows`: `draft` while a draft is open, else `published`. */
export type StudyFlow = z.output<typeof studyFlowAnswer>;

/** What the study map needs of a flow (`GET /admin/flows/{id}`): its state and how it ends. */
export type MapFlow = z.output<typeof mapFlowAnswer>;

/** A study's flows as they connect, read through the study and flow calls. */
export interface StudyMap {
  studyId: number | string;
  joiningFlowId: number | null;
  prescreenSurveyId: number | null;
  /** The study's flows, the joining flow, and every flow their end rules lead to. */
  flows: MapFlow[];
  /** Flows named (as the joining flow or by an end rule) that the server does not know. */
  missing: number[];
}

/**
 * A content item as a link names it: its title in the study's primary locale, else its key, else
 * its id, so a lean answer without title or key never leaves a link with no name.
 */
export const contentItemName = (item: ContentItem, locale: string): string =>
  item.title[locale] || item.key || `#${String(item.id)}`;
