import { contentHash } from '@/mocks/audit/signature';
import { find, onResetDb, patch, rows } from '@/mocks/db';
import { nextUpdatedAt, str, type Row } from '@/mocks/lib/respond';
import { seedDraftChanges, seedVersion, type StoredVersion } from './seed';
import type { z } from '@/lib/zod';
import type { flowAnswer, flowEventAnswer, flowRowAnswer, flowVersionEntryAnswer } from '../answers';

export interface StoredLock {
  id: number | string;
  name: string;
  at: string;
}

interface EventFields {
  id: number;
  kind: 'checked-out' | 'published';
  actor_id: number | string;
  actor_name: string;
  at: string;
  note?: string;
  version?: number;
}

/** An event as the mock keeps it (as the contract answers it). */
export type StoredEvent = z.input<typeof flowEventAnswer> & EventFields;

/** One flow as the mock keeps it: its published version, the draft in progress, lock and history. */
export interface StoredFlow {
  id: number;
  study_id: number | null;
  published: StoredVersion | null;
  draft: StoredVersion | null;
  lock: StoredLock | null;
  /** Blocks participants have answered (in a published version). */
  answered: Set<number>;
  history: z.input<typeof flowVersionEntryAnswer>[];
  events: StoredEvent[];
  updated_at: string;
}

let flows = new Map<number, StoredFlow>();
let eventIds = 0;
onResetDb(() => {
  flows = new Map();
  eventIds = 0;
});

const day = (id: number, offset: number) =>
  new Date(Date.UTC(2026, 10, 24) - ((id * 7 + offset) % 200) * 86_400_000).toISOString();

const NOTES = [
  'First version for recruitment.',
  'Clearer wording for the consent text.',
  'Screens out people already in another study.',
];

/** The study's next flow after this one, by id: a study's flows follow one another. */
function nextInStudy(id: number, studyId: number | null): number | null {
  if (studyId === null) return null;
  const later = rows('flows')
    .filter((r) => r.study_id === studyId && Number(r.id) > id)
    .map((r) => Number(r.id));
  return later.length > 0 ? Math.min(...later) : null;
}

/** Eligible participants go on to the study's next flow; the ones who are not are screened out. */
const endRulesTo = (next: number) => [
  { if: 'eligible', then: 'flow', flow_id: next },
  { if: 'not_eligible', then: 'screenout' },
];

/** The seeded flows: published ones, published with a draft in progress, drafts never published, one draft checked out. */
function seed(row: Row): StoredFlow {
  const id = Number(row.id);
  const title = str(row.title) || `Flow ${id}`;
  const condition = title.split(' ').slice(0, -1).join(' ') || 'the condition';
  const kind = id === 1 ? 1 : id % 4;
  const publishedVersion = kind === 2 ? 0 : 1 + (id % 3);
  const at = day(id, 0);
  const published =
    publishedVersion > 0 ? seedVersion(id, title, condition, publishedVersion, day(id, 3)) : null;
  const draft =
    published === null
      ? seedVersion(id, title, condition, 1, at)
      : kind === 1
        ? seedDraftChanges(published, id, at)
        : null;
  const history: z.input<typeof flowVersionEntryAnswer>[] = [];
  for (let v = publishedVersion; v >= 1; v -= 1) {
    history.push({
      flow_version_id: id * 100 + v,
      version: v,
      published_at: day(id, 3 + (publishedVersion - v) * 20),
      published_by_name: v % 2 === 0 ? 'Stella Staff' : 'Sam Super',
      note: NOTES[(v - 1) % NOTES.length] ?? '',
      changes: v === 1 ? [] : ['Block "How often do you have symptoms?": options reordered'],
    });
  }
  const studyId = typeof row.study_id === 'number' ? row.study_id : null;
  const next = nextInStudy(id, studyId);
  // A draft seeded from its published version may share its fields: each set gets the rules once.
  const fieldSets = new Set([published?.fields, draft?.fields].filter((f) => f !== undefined));
  if (next !== null)
    for (const fields of fieldSets)
      fields.end_rules = [...endRulesTo(next), ...(fields.end_rules as unknown[])];
  return {
    id,
    study_id: studyId,
    published,
    draft,
    lock: id === 1 ? { id: 1, name: 'Sam Super', at: '2026-11-25T08:40:00.000Z' } : null,
    answered: new Set(published?.blocks.map((b) => b.id) ?? []),
    history,
    events: [],
    updated_at: str(row.updated_at) || at,
  };
}

export function storedFlow(id: number | string): StoredFlow | undefined {
  const key = Number(id);
  let flow = flows.get(key);
  if (!flow) {
    const row = find('flows', key);
    if (!row) return undefined;
    flow = seed(row);
    flows.set(key, flow);
  }
  return flow;
}

export function allFlows(): StoredFlow[] {
  return rows('flows').flatMap((r) => storedFlow(Number(r.id)) ?? []);
}

export function addFlow(flow: StoredFlow): void {
  flows.set(flow.id, flow);
}

export const current = (flow: StoredFlow): StoredVersion => (flow.draft ?? flow.published) as StoredVersion;

/** Every write moves `updated_at` on, here and on the generic flows row, so both agree. */
export function touch(flow: StoredFlow): void {
  flow.updated_at = nextUpdatedAt(flow.updated_at);
  const row = find('flows', flow.id);
  const version = current(flow);
  if (row)
    patch('flows', row, {
      updated_at: flow.updated_at,
      title: version.fields.title,
      version: version.version,
      is_published: flow.draft === null,
      locked_by_id: flow.lock?.id ?? null,
    });
}

export function recordEvent(flow: StoredFlow, event: Omit<EventFields, 'id'>): void {
  eventIds += 1;
  flow.events.unshift({ id: eventIds, ...event });
}

const studyTitle = (id: number | null) => (id === null ? null : str(find('studies', id)?.title) || null);

export function present(
  flow: StoredFlow,
  version: StoredVersion = current(flow),
): z.input<typeof flowAnswer> {
  return {
    ...version.fields,
    id: flow.id,
    flow_version_id: version.flow_version_id,
    study_id: flow.study_id,
    study_title: studyTitle(flow.study_id),
    locked_by_id: flow.lock === null ? null : Number(flow.lock.id),
    locked_by_name: flow.lock?.name ?? null,
    locked_at: flow.lock?.at ?? null,
    version: version.version,
    is_published: version === flow.published,
    published_flow_version_id: flow.published?.flow_version_id ?? null,
    published_version: flow.published?.version ?? null,
    // Copies: the answer's sections are open objects, the stored ones are the editor's.
    block_sections: version.sections.map((section) => ({ ...section })),
    end_section: version.fields.end_section && { ...version.fields.end_section },
    blocks: version.blocks,
    updated_at: flow.updated_at,
    draft_hash: versionHash(version),
  };
}

/** What a signature covers: the version's fields, sections and blocks as stored. */
export const versionHash = (version: StoredVersion): string =>
  contentHash({ fields: version.fields, sections: version.sections, blocks: version.blocks });

/** A list row as the mock makes it: every field there (the contract lets a server leave some out). */
export type MockListRow = z.input<typeof flowRowAnswer> & {
  title: string;
  state: 'draft' | 'published';
  locked_by_id: number | null;
  updated_at: string;
};

export function listRow(flow: StoredFlow): MockListRow {
  const version = current(flow);
  return {
    id: flow.id,
    title: version.fields.title,
    study_id: flow.study_id,
    study_title: studyTitle(flow.study_id),
    version: version.version,
    state: flow.draft === null ? 'published' : 'draft',
    locked_by_id: flow.lock === null ? null : Number(flow.lock.id),
    locked_by_name: flow.lock?.name ?? null,
    updated_at: flow.updated_at,
  };
}

/** The flow whose draft or published version has this block version. */
export function flowOfBlockVersion(blockVersionId: number): StoredFlow | undefined {
  const key = Math.floor(blockVersionId / 100);
  const flowId = Math.floor(key / 100);
  const direct = storedFlow(flowId);
  const has = (f: StoredFlow) =>
    [f.draft, f.published].some((v) => v?.blocks.some((b) => b.block_version_id === blockVersionId));
  if (direct && has(direct)) return direct;
  return allFlows().find(has);
}
