import { contentHash } from '@/mocks/audit/signature';
import { find, onResetDb, patch } from '@/mocks/db';
import { accountById } from '@/mocks/lib/accounts';
import { nextUpdatedAt, nowIso, str, type Row } from '@/mocks/lib/respond';
import { createRng, hash } from '@/mocks/lib/rng';
import { CONTENT_KEYS, contentItem, localeTexts, SEED_LOCALES } from './texts';
import { LOCALE_FIELDS } from '../readiness';
import type { z } from '@/lib/zod';
import { asId, asOptionalNumber, asOptionalText } from '@/mocks/lib/declared';
import type { contentAnswer, studyAnswer, versionAnswer } from '../answers';
import type { ContentItem, StudyFields, VersionDetail } from '../types';

export interface MockLock {
  id: number | string;
  name: string;
  at: string;
}

/** A check-out, unlock, discard or publish, as `GET /admin/studies/{id}/events` answers it. */
export type MockEvent = {
  id: number;
  kind: 'checked-out' | 'unlocked' | 'discarded' | 'published';
  actor_id: number | string;
  actor_name: string;
  at: string;
  note?: string;
  version?: number;
};

export interface StudyState {
  row: Row;
  versions: VersionDetail[];
  lock: MockLock | null;
  events: MockEvent[];
}

const states = new Map<string, StudyState>();
onResetDb(() => states.clear());

const PUBLISHERS = ['Sam Super', 'Stella Staff', 'Priya Raman', 'Tom Okafor'];
const NOTES = [
  'First release for recruitment',
  'Clearer eligibility wording on the landing page',
  'Added a translation for new partner sites',
  'Raised the participant target after the interim review',
];

export const nameOf = (id: number | string | null | undefined): string =>
  id === null || id === undefined
    ? ''
    : (accountById(id)?.fullname ?? str(find('users', id)?.fullname) ?? '');

function fieldsOf(row: Row, locales: readonly string[], condition: string): StudyFields {
  const rng = createRng(hash(`study-fields-${String(row.id)}`));
  const texts = (f: (typeof LOCALE_FIELDS)[number]) => localeTexts(f, locales, condition);
  return {
    title: str(row.title),
    key: str(row.key),
    start: (row.start as string | null) ?? null,
    end: (row.end as string | null) ?? null,
    type_of_study: str(row.type_of_study) || 'observational',
    tags: Array.isArray(row.tags) ? row.tags.map(String) : [],
    goal: str(row.goal),
    researcher: str(row.researcher),
    researcher_email: str(row.researcher_email),
    sponsor_lead: str(row.sponsor_lead),
    prescreen_survey: (row.prescreen_survey as number | null) ?? null,
    joining_flow_id: (row.joining_flow_id as number | null) ?? null,
    reminder_emails: row.reminder_emails === true,
    is_publicly_listed: row.is_publicly_listed === true,
    is_portal_study: row.is_portal_study === true,
    country: str(row.country) || 'GB',
    linkout_url_form: str(row.linkout_url_form),
    requires_dna_data: row.requires_dna_data === true,
    kit_type: str(row.kit_type) || 'none',
    payment_agreement: str(row.payment_agreement),
    partner_visible: row.partner_visible === true,
    // The row's own values where it has them: one record shows one set of values, on its
    // generated pages and on its home alike.
    participant_target: num(row.participant_target) ?? rng.int(4, 40) * 100,
    currency: str(row.currency) || 'GBP',
    partner_revenue: num(row.partner_revenue) ?? rng.int(20, 120),
    participant_revenue: num(row.participant_revenue) ?? rng.int(5, 40),
    client_codes: [`${str(row.key)}-A`],
    show_funnel: row.show_funnel !== false,
    primary_locale: 'en-gb',
    descriptions: texts('descriptions'),
    landing_title: texts('landing_title'),
    landing_body: texts('landing_body'),
    landing_cta: texts('landing_cta'),
    landing_image_url: '',
  };
}

/** Translations lag behind: the last locale misses a text or two the seed leaves out on purpose. */
function leaveGaps(fields: StudyFields, content: ContentItem[], locale: string, seed: number): void {
  if (locale === 'en-gb') return;
  const field = LOCALE_FIELDS[1 + (seed % 3)] ?? 'landing_cta';
  fields[field] = Object.fromEntries(Object.entries(fields[field]).filter(([l]) => l !== locale));
  const item = content[seed % content.length];
  if (item && seed % 2 === 0) delete item.body[locale];
}

/**
 * A study's versions, made up on first use from its row: `version` published ones, each adding
 * a locale or a change, and the draft the row says it has (`has_draft`), held by `locked_by`.
 */
function seed(row: Row): StudyState {
  const id = String(row.id);
  const h = hash(`study-${id}`);
  const extra = SEED_LOCALES.filter((l) => l !== 'en-gb').filter((_, i) => (h >> i) & 1);
  const all = ['en-gb', ...(extra.length > 0 ? extra : ['de-de'])].slice(0, 4);
  const condition = str(row.title).split(':')[0]?.toLowerCase() ?? 'this condition';
  const count = typeof row.version === 'number' && row.version > 0 ? row.version : 1;
  const contentCount = 2 + (h % 3);
  const keys = CONTENT_KEYS.slice(0, contentCount);
  const versions: VersionDetail[] = Array.from({ length: count }, (_, i) => {
    const locales = all.slice(0, Math.max(2, all.length - (count - 1 - i)));
    const fields = fieldsOf(row, locales, condition);
    if (i < count - 1) fields.title = `${fields.title.replace(/ study$/, '')} pilot study`;
    fields.participant_target = Math.max(100, (fields.participant_target ?? 0) - (count - 1 - i) * 200);
    const at = new Date(Date.UTC(2025, i * 3, 1 + (h % 27), 9 + i)).toISOString();
    return {
      id: Number(id) * 100 + i + 1,
      version: i + 1,
      status: 'published',
      published_at: at,
      published_by: PUBLISHERS[(h + i) % PUBLISHERS.length] ?? null,
      note: NOTES[i % NOTES.length] ?? null,
      locales,
      created_at: at,
      fields,
      content: keys.map((k, n) => contentItem(n + 1, k, locales)),
    };
  });
  const last = versions.at(-1) as VersionDetail;
  leaveGaps(last.fields, last.content, last.locales.at(-1) ?? 'en-gb', h);
  const state: StudyState = { row, versions, lock: null, events: [] };
  if (row.has_draft === true) {
    const draft = startDraft(state);
    draft.fields.goal = `${draft.fields.goal} Follow-up visits move to video calls.`.trim();
    const locked = row.locked_by;
    if (locked !== null && locked !== undefined) {
      state.lock = { id: locked as number, name: nameOf(locked as number), at: todayAt(8, h % 50) };
    }
  }
  return state;
}

const todayAt = (hour: number, minute: number) => {
  const d = new Date();
  d.setUTCHours(hour, minute, 0, 0);
  return d.toISOString();
};

/** A number the row holds, or undefined (a missing or non-numeric value is not zero). */
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

export function stateOf(id: string): StudyState | undefined {
  const row = find('studies', id);
  if (!row) return undefined;
  let state = states.get(String(row.id));
  if (!state) {
    state = seed(row);
    states.set(String(row.id), state);
  }
  state.row = row;
  return state;
}

export const latest = (s: StudyState): VersionDetail => s.versions.at(-1) as VersionDetail;
export const draftOf = (s: StudyState): VersionDetail | undefined =>
  latest(s).status === 'draft' ? latest(s) : undefined;

/** The draft, made from the latest version when there is none. */
export function startDraft(s: StudyState): VersionDetail {
  const existing = draftOf(s);
  if (existing) return existing;
  const from = latest(s);
  const draft: VersionDetail = {
    ...structuredClone(from),
    id: Number(from.id) + 1,
    version: from.version + 1,
    status: 'draft',
    published_at: null,
    published_by: null,
    note: null,
    created_at: nowIso(),
  };
  s.versions.push(draft);
  return draft;
}

/** Keeps the studies table (what lists read) in step with the versions and the lock. */
export function syncRow(s: StudyState, extra: Row = {}): void {
  const v = latest(s);
  const published = [...s.versions].reverse().find((x) => x.status === 'published');
  s.row = patch('studies', s.row, {
    title: published?.fields.title ?? v.fields.title,
    // What the generated pages show of the live version, as the home shows it.
    ...(published
      ? {
          participant_target: published.fields.participant_target,
          partner_revenue: published.fields.partner_revenue,
          participant_revenue: published.fields.participant_revenue,
          currency: published.fields.currency,
        }
      : {}),
    version: published?.version ?? 0,
    has_draft: v.status === 'draft',
    locked_by: s.lock?.id ?? null,
    updated_at: nextUpdatedAt(s.row.updated_at),
    ...extra,
  });
}

export function record(s: StudyState, event: Omit<MockEvent, 'id' | 'at'>): void {
  s.events.unshift({ ...event, id: s.events.length + 1, at: nowIso() });
}

/** `GET /admin/studies/{id}`: the latest version's fields with the study's state and lock. */
export function present(s: StudyState): z.input<typeof studyAnswer> {
  const v = latest(s);
  return {
    ...v.fields,
    id: asId(s.row.id),
    state: v.status,
    version: v.version,
    version_id: asOptionalNumber(v.id),
    locales: v.locales,
    is_published: s.row.is_published === true,
    published: asOptionalText(s.row.published),
    locked_by: s.lock?.id ?? null,
    locked_by_name: s.lock?.name ?? null,
    locked_at: s.lock?.at ?? null,
    updated_at: asOptionalText(s.row.updated_at),
    draft_hash: versionHash(v),
  };
}

/** What a signature covers: the version's fields, texts and locales as stored. */
export const versionHash = (v: VersionDetail): string =>
  contentHash({ fields: v.fields, content: v.content, locales: v.locales });

/** A content item as the content calls answer it. */
export const itemOf = (item: ContentItem): z.input<typeof contentAnswer> => ({ ...item });

/** A version read alone: with its fields and content items. */
export const detailOf = (v: VersionDetail): z.input<typeof versionAnswer> => ({
  ...v,
  fields: { ...v.fields },
  content: v.content.map(itemOf),
});
