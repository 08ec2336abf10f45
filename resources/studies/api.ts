import { coreCalls, callApi, type CallDecl, type CallInput } from '@/contract';
import { queryKeys } from '@/data';
import type {
  EditingAdapter,
  EditingEvent,
  EditingId,
  EditingLock,
  Loaded,
  PublishSignature,
} from '@/editing';
import { callExtension } from '@/http';
import type { EventAnswer, StudyAnswer } from './answers';
import * as call from './contract';
import type { ContentItem, StudyFields, StudyRecord, VersionSummary } from './types';
import {
  contentItem,
  contextOf,
  latestContext,
  localeCodes,
  saveBody,
  studyRecord,
  studyReport,
  versionDetail,
} from './study-record';
import { fieldsDiff, contentDiff } from './version-diff';

// The studies area's calls (documented in docs/backend.md, "Studies"; declared in contract.ts).

const of = (id: EditingId, rest: CallInput['path'] = {}): CallInput => ({ path: { id, ...rest } });

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
const extra = <D extends CallDecl>(decl: D, id: EditingId) =>
  callApi(decl, { ...of(id), skipErrorHandling: true }).catch(() => undefined);

/** The last record read of each study: a write's answer that says less is filled in from it. */
const known = new Map<string, StudyRecord>();

/**
 * The study (`GET /admin/studies/{id}`) with its latest version and its locales from the spec's
 * own calls (`/versions/latest`, `/locales`, spec §7), read side by side; those two decide the
 * version, its state and the locales, the record's own fields stand in when they fail.
 */
export async function getStudy(id: EditingId): Promise<StudyRecord> {
  const [raw, latest, locales] = await Promise.all([
    callApi(call.record, of(id)),
    extra(call.latest, id),
    extra(call.locales, id),
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
export async function written(id: EditingId, write: Promise<StudyAnswer>, state?: StudyRecord['state']) {
  const before = known.get(String(id));
  const r = studyRecord(await write, before ? contextOf(before, state) : { state });
  known.set(String(id), r);
  return r;
}

// Console extensions (docs/backend.md, "Studies"): versions listed one by one, content items.
export const getVersions = (id: EditingId) =>
  callExtension(call.versions.id, () => callApi(call.versions, of(id))).then((list) =>
    list.map((v): VersionSummary => versionDetail(v)),
  );
export const getVersion = async (id: EditingId, v: string) =>
  versionDetail(await callApi(call.version, of(id, { v })));
export const getLatestVersion = async (id: EditingId) => versionDetail(await callApi(call.latest, of(id)));
export const getContent = (id: EditingId) =>
  callExtension(call.content.id, () => callApi(call.content, of(id))).then((list) => list.map(contentItem));
export const getGenes = async (id: EditingId) => (await callApi(call.genes, of(id))) ?? [];
export const getVariants = (gene: string) => callApi(coreCalls.geneVariants, { params: { gene_name: gene } });
/** A console extension: the partner studies' funnels and money (absent on a spec-only server). */
export const getReport = (id: EditingId) =>
  callExtension(call.report.id, () => callApi(call.report, of(id))).then(studyReport);

export const addLocale = (id: EditingId, version: number, locale: string) =>
  callApi(call.addLocale, of(id, { v: version, locale }));
export const removeLocale = (id: EditingId, version: number, locale: string) =>
  callApi(call.removeLocale, of(id, { v: version, locale }));
/**
 * Puts the study live for participants; versions are published through the editor. The key is
 * the same for every retry of one confirmed publish, so a retry after a lost answer is answered
 * by the server with the first publish's result instead of publishing again.
 */
export const publishStudy = (id: EditingId, idempotencyKey: string) =>
  written(id, callApi(call.publishStudy, { ...of(id), headers: { 'Idempotency-Key': idempotencyKey } }));

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
  contentHash: r.draft_hash ?? null,
});

const KINDS: readonly string[] = ['checked-out', 'taken-over', 'unlocked', 'discarded', 'published'];
const isKind = (kind: string | null | undefined): kind is EditingEvent['kind'] =>
  typeof kind === 'string' && KINDS.includes(kind);

/** The study's history; a kind of event this console does not know is left out, not misnamed. */
const history = async (id: EditingId): Promise<EditingEvent[]> =>
  (await callApi(call.events, of(id))).flatMap((e: EventAnswer) =>
    isKind(e.kind)
      ? [
          {
            id: e.id,
            kind: e.kind,
            actorId: e.actor_id ?? '',
            actorName: e.actor_name ?? null,
            at: e.at ?? '',
            note: e.note ?? null,
            version: e.version ?? null,
          },
        ]
      : [],
  );

export const checkOut = async (id: EditingId, quiet = false) =>
  lockOf(await written(id, callApi(call.checkOut, { ...of(id), skipErrorHandling: quiet }), 'draft'));

/** Publishes the draft version with its changelog note; refused (422) while a locale is incomplete. */
export async function publishVersion(
  id: EditingId,
  note: string,
  version: number,
  signature?: PublishSignature,
): Promise<StudyRecord> {
  return written(
    id,
    callApi(call.publishVersion, {
      ...of(id, { v: version }),
      data: signature ? { note, signature } : { note },
    }),
    'published',
  );
}

/** Drops the draft and its lock. */
export const discardDraft = (id: EditingId) => written(id, callApi(call.discardDraft, of(id)), 'published');

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
    await callApi(call.unlock, of(id));
  },
  save: async (id, value, baseVersion) => {
    // The record read goes with the call: the next draft of a study already live asks why
    // (src/audit/risky-writes.ts) before it is sent, and the reason is recorded with the save.
    const r = await written(
      id,
      callApi(call.save, {
        ...of(id),
        data: { ...saveBody(id, value), base_version: baseVersion },
        record: known.get(String(id)),
      }),
      'draft',
    );
    return loaded(r, fieldsOf(r));
  },
  discard: async (id) => {
    const r = await discardDraft(id);
    return loaded(r, fieldsOf(r));
  },
  publish: async (id, note, current, signature) => {
    const r = await publishVersion(id, note, Number(current.version), signature);
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
const itemOf = (id: EditingId) => {
  const { studyId, contentId } = split(id);
  return of(studyId, { item: contentId });
};

const readItem = async (id: EditingId) => contentItem(await callApi(call.contentItem, itemOf(id)));

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
    // As the study's own save: an item of a study already live asks why before it is sent.
    const record = known.get(split(id).studyId);
    const item = contentItem(await callApi(call.contentSave, { ...itemOf(id), data: value, record }));
    return loaded(await getStudy(split(id).studyId), item);
  },
  discard: async (id) => {
    const r = await discardDraft(split(id).studyId);
    return loaded(r, await readItem(id));
  },
  publish: async (id, note, current, signature) => {
    const r = await publishVersion(split(id).studyId, note, Number(current.version), signature);
    return loaded(r, await readItem(id));
  },
  history: (id) => history(split(id).studyId),
  diff: contentDiff,
  title: (item) => item.key,
};
