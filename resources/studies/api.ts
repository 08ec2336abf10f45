import { pathSegment, queryKeys } from '@/data';
import type { EditingAdapter, EditingEvent, EditingId, EditingLock, Loaded } from '@/editing';
import { callExtension, HttpError, request, type RequestOptions } from '@/http';
import type {
  ContentItem,
  Gene,
  GeneVariant,
  MapFlow,
  StudyFields,
  StudyFlow,
  StudyRecord,
  StudyMap,
  VersionSummary,
} from './types';
import { nextFlowIds } from './map-graph';
import {
  contentItem,
  contentItems,
  contextOf,
  latestContext,
  localeCodes,
  saveBody,
  studyRecord,
  studyReport,
  versionDetail,
} from './study-record';
import { fieldsDiff, contentDiff } from './version-diff';

// The studies area's calls (documented in src/data/API.md, "Studies").

const study = (id: EditingId, rest = '') => `/admin/studies/${pathSegment(String(id))}${rest}`;
const read = async <R>(url: string, options: RequestOptions = {}) => (await request<R>(url, options)).data;

export const studyKeys = {
  record: (id: EditingId) => queryKeys('studies').custom('study-record', String(id)),
  versions: (id: EditingId) => queryKeys('studies').custom('study-versions', String(id)),
  version: (id: EditingId, v: string) => queryKeys('studies').custom('study-version', `${id}/${v}`),
  content: (id: EditingId) => queryKeys('studies').custom('study-content', String(id)),
  genes: (id: EditingId) => queryKeys('studies').custom('study-genes', String(id)),
  variants: (gene: string) => queryKeys('gene-variants').custom('variants', gene),
  report: (id: EditingId) => queryKeys('studies').custom('study-report', String(id)),
  flows: (id: EditingId) => queryKeys('flows').custom('study-flows', String(id)),
  map: (id: EditingId) => queryKeys('flows').custom('study-map', String(id)),
};

/** A spec read that only adds to the record: when it fails the record's own fields stand. */
const extra = (url: string) => read<unknown>(url, { skipErrorHandling: true }).catch(() => undefined);

/** The last record read of each study: a write's answer that says less is filled in from it. */
const known = new Map<string, StudyRecord>();

/**
 * The study (`GET /admin/studies/{id}`) with its latest version and its locales from the spec's
 * own calls (`/versions/latest`, `/locales`, spec §7), read side by side; those two decide the
 * version, its state and the locales, the record's own fields stand in when they fail.
 */
export async function getStudy(id: EditingId): Promise<StudyRecord> {
  const [raw, latest, locales] = await Promise.all([
    read<unknown>(study(id)),
    extra(study(id, '/versions/latest')),
    extra(study(id, '/locales')),
  ]);
  const spec = latestContext(latest);
  const record = studyRecord(
    raw,
    { lockedBy: spec.lockedBy, lockedByName: spec.lockedByName },
    {
      state: spec.state,
      version: spec.version,
      versionId: spec.versionId,
      locales: localeCodes(locales) ?? spec.locales,
    },
  );
  known.set(String(id), record);
  return record;
}

/** A write's answer (a save, a check-out, a publish) as a record, `state` where it leaves it. */
async function written(id: EditingId, write: Promise<unknown>, state?: StudyRecord['state']) {
  const before = known.get(String(id));
  const r = studyRecord(await write, before ? contextOf(before, state) : { state });
  known.set(String(id), r);
  return r;
}

// Console extensions (src/data/API.md, "Studies"): versions listed one by one, content items.
export const getVersions = (id: EditingId) =>
  callExtension('studies.versions', () => read<unknown>(study(id, '/versions'))).then((list) =>
    Array.isArray(list) ? list.map((v): VersionSummary => versionDetail(v)) : [],
  );
export const getVersion = async (id: EditingId, v: string) =>
  versionDetail(await read<unknown>(study(id, `/versions/${pathSegment(v)}`)));
export const getLatestVersion = async (id: EditingId) =>
  versionDetail(await read<unknown>(study(id, '/versions/latest')));
export const getContent = (id: EditingId) =>
  callExtension('studies.content', () => read<unknown>(study(id, '/content'))).then(contentItems);
export const getGenes = async (id: EditingId) => {
  const list = await read<Gene[] | null>(study(id, '/genes'));
  return Array.isArray(list) ? list : [];
};
export const getVariants = async (gene: string) => {
  const list = await read<GeneVariant[] | null>('/admin/genes/variants', { params: { gene_name: gene } });
  return Array.isArray(list) ? list : [];
};
/** A console extension: the partner studies' funnels and money (absent on a spec-only server). */
export const getReport = (id: EditingId) =>
  callExtension('studies.report', () => read<unknown>(study(id, '/report'))).then(studyReport);
export const getFlows = async (id: EditingId) => {
  const list = await read<StudyFlow[] | null>(study(id, '/flows'), { params: { page_size: 100 } });
  return Array.isArray(list) ? list : [];
};

/** One flow for the map; null when the server does not know it (a joining flow since deleted). */
async function mapFlow(id: number): Promise<MapFlow | null> {
  try {
    return await read<MapFlow>(`/admin/flows/${id}`, { skipErrorHandling: true });
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

// However the rules chain, a study's map stays a screenful.
const MAP_LIMIT = 40;

/**
 * The study's flows as they connect: the study (joining flow, prescreen survey), its flows, then
 * each flow its end rules lead to, read level by level until no new one is named.
 */
export async function getStudyMap(id: EditingId): Promise<StudyMap> {
  const [record, listed] = await Promise.all([getStudy(id), getFlows(id)]);
  const seen = new Set<number>();
  const flows: MapFlow[] = [];
  const missing: number[] = [];
  let next = [
    ...(record.joining_flow_id === null ? [] : [record.joining_flow_id]),
    ...listed.map((f) => f.id),
  ];
  while (next.length > 0 && seen.size < MAP_LIMIT) {
    const level = [...new Set(next)].filter((f) => !seen.has(f)).slice(0, MAP_LIMIT - seen.size);
    level.forEach((f) => seen.add(f));
    const read = await Promise.all(level.map(mapFlow));
    level.forEach((f, i) => (read[i] ? flows.push(read[i]) : missing.push(f)));
    next = read.flatMap((f) => (f ? nextFlowIds(f) : []));
  }
  return {
    studyId: record.id,
    joiningFlowId: record.joining_flow_id,
    prescreenSurveyId: record.prescreen_survey,
    flows,
    missing,
  };
}

export const addLocale = (id: EditingId, version: number, locale: string) =>
  read<VersionSummary>(study(id, `/versions/${version}/locales/${pathSegment(locale)}`), { method: 'POST' });
export const removeLocale = (id: EditingId, version: number, locale: string) =>
  read<VersionSummary>(study(id, `/versions/${version}/locales/${pathSegment(locale)}`), {
    method: 'DELETE',
  });
/** Puts the study live for participants; versions are published through the editor. */
export const publishStudy = (id: EditingId) =>
  written(id, read<unknown>(study(id, '/publish'), { method: 'POST' }));

export const lockOf = (
  r: Pick<StudyRecord, 'locked_by' | 'locked_by_name' | 'locked_at'>,
): EditingLock | null =>
  r.locked_by === null ? null : { holderId: r.locked_by, holderName: r.locked_by_name, since: r.locked_at };

/** What the study editor keeps: the fields, and the draft's locales (changed by their own calls). */
export type StudyDraft = StudyFields & { locales: string[] };

/** The editable fields of a study record, in the shape the editor keeps. */
export function fieldsOf(r: StudyRecord): StudyDraft {
  const {
    id: _id,
    state: _s,
    version: _v,
    version_id: _vi,
    is_published: _ip,
    published: _p,
    locked_by: _lb,
    locked_by_name: _ln,
    locked_at: _la,
    updated_at: _u,
    ...fields
  } = r;
  return fields;
}

const loaded = <T>(r: StudyRecord, value: T): Loaded<T> => ({
  value,
  state: r.state,
  version: r.version,
  lock: lockOf(r),
});

interface RawEvent {
  id: number;
  kind: EditingEvent['kind'];
  actor_id: number | string;
  actor_name?: string | null;
  at: string;
  note?: string | null;
  version?: number | null;
}

const history = async (id: EditingId): Promise<EditingEvent[]> =>
  (await read<RawEvent[]>(study(id, '/events'))).map((e) => ({
    id: e.id,
    kind: e.kind,
    actorId: e.actor_id,
    actorName: e.actor_name ?? null,
    at: e.at,
    note: e.note ?? null,
    version: e.version ?? null,
  }));

const checkOut = async (id: EditingId, quiet = false) =>
  lockOf(
    await written(
      id,
      read<unknown>(study(id, '/check-out'), { method: 'POST', skipErrorHandling: quiet }),
      'draft',
    ),
  );

/** Publishes the draft version with its changelog note; refused (422) while a locale is incomplete. */
async function publishVersion(id: EditingId, note: string, version: number): Promise<StudyRecord> {
  return written(
    id,
    read<unknown>(study(id, `/versions/${version}/publish`), { method: 'POST', data: { note } }),
    'published',
  );
}

/** The study editor under the check-out: the study's fields on its draft. */
export const studyAdapter: EditingAdapter<StudyDraft> = {
  resource: 'studies',
  load: async (id) => {
    const r = await getStudy(id);
    return loaded(r, fieldsOf(r));
  },
  checkOut: (id) => checkOut(id),
  renew: (id) => checkOut(id, true),
  unlock: async (id) => {
    await request(study(id, '/unlock'), { method: 'PUT' });
  },
  save: async (id, value, baseVersion) => {
    const r = await written(
      id,
      read<unknown>(study(id), {
        method: 'PATCH',
        data: { ...saveBody(id, value), base_version: baseVersion },
      }),
      'draft',
    );
    return loaded(r, fieldsOf(r));
  },
  discard: async (id) => {
    const r = await written(
      id,
      read<unknown>(study(id, '/versions/draft'), { method: 'DELETE' }),
      'published',
    );
    return loaded(r, fieldsOf(r));
  },
  publish: async (id, note, current) => {
    const r = await publishVersion(id, note, Number(current.version));
    return loaded(r, fieldsOf(r));
  },
  history,
  diff: fieldsDiff,
  title: (value) => value.title,
};

/** A content item's id for the lifecycle: the study and the item, `12:3`. */
export const contentEditingId = (studyId: string, contentId: string) => `${studyId}:${contentId}`;
const split = (id: EditingId) => {
  const [studyId = '', contentId = ''] = String(id).split(':');
  return { studyId, contentId };
};
const itemPath = (id: EditingId) => {
  const { studyId, contentId } = split(id);
  return study(studyId, `/content/${pathSegment(contentId)}`);
};

const readItem = async (id: EditingId) => contentItem(await read<unknown>(itemPath(id)));

/** A content item under the study's check-out: the item is saved on the study's draft. */
export const contentAdapter: EditingAdapter<ContentItem> = {
  resource: 'studies',
  load: async (id) => {
    const [r, item] = await Promise.all([getStudy(split(id).studyId), readItem(id)]);
    return loaded(r, item);
  },
  checkOut: (id) => checkOut(split(id).studyId),
  renew: (id) => checkOut(split(id).studyId, true),
  save: async (id, value) => {
    const item = contentItem(await read<unknown>(itemPath(id), { method: 'PUT', data: value }));
    return loaded(await getStudy(split(id).studyId), item);
  },
  discard: async (id) => {
    const { studyId } = split(id);
    const r = await written(
      studyId,
      read<unknown>(study(studyId, '/versions/draft'), { method: 'DELETE' }),
      'published',
    );
    return loaded(r, await readItem(id));
  },
  publish: async (id, note, current) => {
    const r = await publishVersion(split(id).studyId, note, Number(current.version));
    return loaded(r, await readItem(id));
  },
  history: (id) => history(split(id).studyId),
  diff: contentDiff,
  title: (item) => item.key,
};
