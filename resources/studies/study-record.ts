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

// A server built from the spec sends a study with `id` and `title` and any of the other spec fields,
// each possibly null or missing. The screens read one shape: what is missing becomes "nothing"
// (empty text, no items, null), shown as "—", and is not sent back as if the server had said it.

type Raw = Record<string, unknown>;

const isRaw = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const bool = (v: unknown): boolean | null => (typeof v === 'boolean' ? v : null);
const dateText = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const list = (v: unknown): string[] =>
  Array.isArray(v)
    ? v.filter((x): x is string | number => ['string', 'number'].includes(typeof x)).map(String)
    : [];
const texts = (v: unknown): LocaleTexts =>
  isRaw(v)
    ? Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => typeof e[1] === 'string'))
    : {};

const TEXT = [
  'title',
  'key',
  'type_of_study',
  'goal',
  'researcher',
  'researcher_email',
  'sponsor_lead',
  'country',
  'linkout_url_form',
  'kit_type',
  'payment_agreement',
  'currency',
  'primary_locale',
  'landing_image_url',
] as const;
const NUMBER = [
  'participant_target',
  'partner_revenue',
  'participant_revenue',
  'prescreen_survey',
  'joining_flow_id',
] as const;
const BOOLEAN = [
  'reminder_emails',
  'is_publicly_listed',
  'is_portal_study',
  'requires_dna_data',
  'partner_visible',
  'show_funnel',
] as const;
const LIST = ['tags', 'client_codes'] as const;
const TEXTS = ['descriptions', 'landing_title', 'landing_body', 'landing_cta'] as const;
const DATE = ['start', 'end'] as const;

/** The study fields of a server's record, each in the shape the screens read. */
export function studyFields(raw: unknown): StudyFields {
  const r = isRaw(raw) ? raw : {};
  const out: Raw = { ...r };
  for (const k of TEXT) out[k] = text(r[k]);
  for (const k of NUMBER) out[k] = num(r[k]);
  for (const k of BOOLEAN) out[k] = bool(r[k]);
  for (const k of LIST) out[k] = list(r[k]);
  for (const k of TEXTS) out[k] = texts(r[k]);
  for (const k of DATE) out[k] = dateText(r[k]);
  return out as unknown as StudyFields;
}

/** Fields the record did not carry (or carried as null), by study: a save leaves them out again. */
const absent = new Map<string, Set<string>>();
const FIELD_KEYS: readonly string[] = [...TEXT, ...NUMBER, ...BOOLEAN, ...LIST, ...TEXTS, ...DATE];

/** What the console knows of the study's latest version and locales from the spec's own calls. */
export interface StudyContext {
  state?: VersionStatus | undefined;
  version?: number | null | undefined;
  versionId?: number | null | undefined;
  locales?: string[] | undefined;
  lockedBy?: number | null | undefined;
  lockedByName?: string | null | undefined;
}

const status = (v: unknown): VersionStatus | undefined =>
  v === 'draft' || v === 'published' ? v : undefined;

/**
 * A study record as the screens read it: `override` (what the spec's own calls said) wins, then
 * the record, then `fill` (the record held before a write whose answer says less). Unknown fields
 * are kept as they came, so a save sends them back untouched.
 */
export function studyRecord(raw: unknown, fill: StudyContext = {}, override: StudyContext = {}): StudyRecord {
  const r = isRaw(raw) ? raw : {};
  const id = r.id as StudyRecord['id'];
  absent.set(String(id), new Set(FIELD_KEYS.filter((k) => r[k] === undefined || r[k] === null)));
  const pick = <T>(key: keyof StudyContext, own: T | undefined): T | null =>
    (override[key] as T | undefined) ?? own ?? (fill[key] as T | undefined) ?? null;
  return {
    ...studyFields(r),
    id,
    state: pick('state', status(r.state)) ?? 'published',
    version: pick('version', num(r.version) ?? undefined),
    version_id: pick('versionId', num(r.version_id) ?? undefined),
    locales: pick('locales', Array.isArray(r.locales) ? list(r.locales) : undefined) ?? [],
    is_published: bool(r.is_published),
    published: dateText(r.published),
    locked_by: pick('lockedBy', num(r.locked_by) ?? undefined),
    locked_by_name: pick('lockedByName', typeof r.locked_by_name === 'string' ? r.locked_by_name : undefined),
    locked_at: dateText(r.locked_at),
    updated_at: dateText(r.updated_at),
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
export function localeCodes(raw: unknown): string[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  return raw.flatMap((l: unknown) => {
    if (typeof l === 'string') return [l];
    if (!isRaw(l)) return [];
    const code = l.id ?? l.locale ?? l.code;
    return typeof code === 'string' ? [code] : [];
  });
}

/** `GET /admin/studies/{id}/versions/latest` as context for the record. */
export function latestContext(raw: unknown): StudyContext {
  if (!isRaw(raw)) return {};
  return {
    state: status(raw.status) ?? status(raw.state),
    version: num(raw.version) ?? undefined,
    versionId: num(raw.id) ?? undefined,
    locales: Array.isArray(raw.locales) ? list(raw.locales) : undefined,
    lockedBy: num(raw.locked_by) ?? undefined,
    lockedByName: typeof raw.locked_by_name === 'string' ? raw.locked_by_name : undefined,
  };
}

export const contentItem = (raw: unknown, i = 0): ContentItem => {
  const r = isRaw(raw) ? raw : {};
  return {
    ...r,
    id: (num(r.id) ?? i) as number,
    key: text(r.key),
    title: texts(r.title),
    body: texts(r.body),
  };
};

export const contentItems = (raw: unknown): ContentItem[] =>
  Array.isArray(raw) ? raw.map((item, i) => contentItem(item, i)) : [];

/** A version as the screens read it: its fields, locales and content, whichever the server sent. */
export function versionDetail(raw: unknown): VersionDetail {
  const r = isRaw(raw) ? raw : {};
  return {
    id: num(r.id) as number,
    version: num(r.version) ?? 0,
    status: status(r.status) ?? 'published',
    published_at: dateText(r.published_at),
    published_by: typeof r.published_by === 'string' ? r.published_by : null,
    note: typeof r.note === 'string' ? r.note : null,
    locales: list(r.locales),
    created_at: text(r.created_at),
    fields: studyFields(r.fields),
    content: contentItems(r.content),
  };
}

const funnel = (raw: unknown): PartnerFunnel => {
  const r = isRaw(raw) ? raw : {};
  const n = (k: string) => num(r[k]) ?? 0;
  return {
    partner: text(r.partner),
    client_code: text(r.client_code),
    currency: text(r.currency),
    enrolled: n('enrolled'),
    started: n('started'),
    completed: n('completed'),
    eligible: n('eligible'),
    paid: n('paid'),
    partner_revenue: n('partner_revenue'),
    participant_revenue: n('participant_revenue'),
  };
};

/** The report's funnels, a missing count read as 0 (nobody counted), a missing list as none. */
export function studyReport(raw: unknown): StudyReport {
  const r = isRaw(raw) ? raw : {};
  return {
    participant_target: num(r.participant_target) ?? 0,
    partners: Array.isArray(r.partners) ? r.partners.map(funnel) : [],
  };
}

/** The text key of a version's state: "Draft version 3", or "Draft version" without a number. */
export const stateKey = (state: VersionStatus, version: unknown): string =>
  version === null || version === undefined ? `studies.state.${state}_unnumbered` : `studies.state.${state}`;
