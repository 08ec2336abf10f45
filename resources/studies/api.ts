import { pathSegment, queryKeys } from '@/data';
import type { EditingAdapter, EditingEvent, EditingId, EditingLock, Loaded } from '@/editing';
import { HttpError, request, type RequestOptions } from '@/http';
import type {
  ContentItem,
  Gene,
  GeneVariant,
  MapFlow,
  StudyFields,
  StudyFlow,
  StudyRecord,
  StudyMap,
  StudyReport,
  VersionDetail,
  VersionSummary,
} from './types';
import { nextFlowIds } from './map-graph';
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

export const getStudy = (id: EditingId) => read<StudyRecord>(study(id));
export const getVersions = (id: EditingId) => read<VersionSummary[]>(study(id, '/versions'));
export const getVersion = (id: EditingId, v: string) =>
  read<VersionDetail>(study(id, `/versions/${pathSegment(v)}`));
export const getContent = (id: EditingId) => read<ContentItem[]>(study(id, '/content'));
export const getGenes = (id: EditingId) => read<Gene[]>(study(id, '/genes'));
export const getVariants = (gene: string) =>
  read<GeneVariant[]>('/admin/genes/variants', { params: { gene_name: gene } });
export const getReport = (id: EditingId) => read<StudyReport>(study(id, '/report'));
export const getFlows = (id: EditingId) =>
  read<StudyFlow[]>(study(id, '/flows'), { params: { page_size: 100 } });

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
export const publishStudy = (id: EditingId) => read<StudyRecord>(study(id, '/publish'), { method: 'POST' });

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
  lockOf(await read<StudyRecord>(study(id, '/check-out'), { method: 'POST', skipErrorHandling: quiet }));

/** Publishes the draft version with its changelog note; refused (422) while a locale is incomplete. */
async function publishVersion(id: EditingId, note: string, version: number): Promise<StudyRecord> {
  return read<StudyRecord>(study(id, `/versions/${version}/publish`), { method: 'POST', data: { note } });
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
    const r = await read<StudyRecord>(study(id), {
      method: 'PATCH',
      data: { ...value, base_version: baseVersion },
    });
    return loaded(r, fieldsOf(r));
  },
  discard: async (id) => {
    const r = await read<StudyRecord>(study(id, '/versions/draft'), { method: 'DELETE' });
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

/** A content item under the study's check-out: the item is saved on the study's draft. */
export const contentAdapter: EditingAdapter<ContentItem> = {
  resource: 'studies',
  load: async (id) => {
    const [r, item] = await Promise.all([getStudy(split(id).studyId), read<ContentItem>(itemPath(id))]);
    return loaded(r, item);
  },
  checkOut: (id) => checkOut(split(id).studyId),
  renew: (id) => checkOut(split(id).studyId, true),
  save: async (id, value) => {
    const item = await read<ContentItem>(itemPath(id), { method: 'PUT', data: value });
    return loaded(await getStudy(split(id).studyId), item);
  },
  discard: async (id) => {
    const r = await read<StudyRecord>(study(split(id).studyId, '/versions/draft'), { method: 'DELETE' });
    return loaded(r, await read<ContentItem>(itemPath(id)));
  },
  publish: async (id, note, current) => {
    const r = await publishVersion(split(id).studyId, note, Number(current.version));
    return loaded(r, await read<ContentItem>(itemPath(id)));
  },
  history: (id) => history(split(id).studyId),
  diff: contentDiff,
  title: (item) => item.key,
};
