/** Texts a study keeps per locale: `{ 'en-gb': 'Hello', 'de-de': 'Hallo' }`. */
export type LocaleTexts = Record<string, string>;

/** The fields of a study a version holds (spec §3), texts per locale. */
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
  reminder_emails: boolean;
  is_publicly_listed: boolean;
  is_portal_study: boolean;
  country: string;
  linkout_url_form: string;
  requires_dna_data: boolean;
  kit_type: string;
  payment_agreement: string;
  partner_visible: boolean;
  participant_target: number;
  currency: string;
  partner_revenue: number;
  participant_revenue: number;
  client_codes: string[];
  show_funnel: boolean;
  primary_locale: string;
  descriptions: LocaleTexts;
  landing_title: LocaleTexts;
  landing_body: LocaleTexts;
  landing_cta: LocaleTexts;
  landing_image_url: string;
}

/** One content item of a study (a consent summary, an FAQ): title and rich text per locale. */
export interface ContentItem {
  id: number;
  key: string;
  title: LocaleTexts;
  body: LocaleTexts;
}

export type VersionStatus = 'draft' | 'published';

/** A version as listed: number, state, who published it when, and the changelog note. */
export interface VersionSummary {
  id: number;
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
  id: number;
  state: VersionStatus;
  version: number;
  version_id: number;
  locales: string[];
  is_published: boolean;
  published: string | null;
  locked_by: number | null;
  locked_by_name: string | null;
  locked_at: string | null;
  updated_at: string;
}

/** What a version holds, for readiness and diffs. */
export interface VersionTexts {
  locales: readonly string[];
  fields: StudyFields;
  content: readonly ContentItem[];
}

export interface Gene {
  id: number;
  name: string;
}

export interface GeneVariant {
  id: number;
  rsid: string;
  hgvs: string;
  consequence: string;
  clinical_significance: string;
}

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

export interface StudyFlow {
  id: number;
  title: string;
  is_published: boolean;
  end_rules: unknown;
}
