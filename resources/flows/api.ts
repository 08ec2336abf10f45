import { callApi, callPaged, fillPath } from '@/contract';
import {
  diffSentence,
  type EditingAdapter,
  type EditingEvent,
  type EditingLock,
  type Loaded,
} from '@/editing';
import { reasonFor } from '@/http';
import { translate } from '@/i18n';
import type { FlowListRow, FlowRecord } from './answers';
import {
  blockVersionDelete,
  flowCheckOut,
  flowBlocksSave,
  flowCreate,
  flowEvents,
  flowOne,
  flowPublish,
  flowSave,
  flowsList,
  flowVersion,
  flowVersions,
} from './contract';
import { blocksRead, rememberBlocks } from './consent-changes';
import { flowDiff } from './flow-diff';
import {
  blocksNotSaved,
  fieldsAlreadyStored,
  forgetPartialSave,
  reasonGivenFor,
  rememberFieldsStored,
} from './partial-save';
import { announceSavedIds, saveBlocks, type SavedIds } from './saved-ids';
import { toDraft } from './to-draft';
import type { FlowDraft } from './types';

export { toDraft };

const lockOf = (r: FlowRecord): EditingLock | null =>
  r.locked_by_id === null || r.locked_by_id === undefined
    ? null
    : { holderId: r.locked_by_id, holderName: r.locked_by_name, since: r.locked_at };

function loaded(r: FlowRecord): Loaded<FlowDraft> {
  const value = toDraft(r);
  rememberBlocks(r.id, value.blocks);
  return {
    value,
    state: r.is_published ? 'published' : 'draft',
    version: r.updated_at ?? null,
    lock: lockOf(r),
    contentHash: r.draft_hash ?? null,
  };
}

type Id = string | number;

export const getFlow = (id: Id) => callApi(flowOne, { path: { id } });
export const getFlowVersion = (versionId: number) => callApi(flowVersion, { path: { id: versionId } });
export const getVersions = (id: Id) => callApi(flowVersions, { path: { id } });

export interface FlowListQuery {
  studyId?: string | number | null;
  state?: 'draft' | 'published' | null;
  lockedBy?: string | number | null;
  q?: string;
}

export async function listFlows(query: FlowListQuery): Promise<{ rows: FlowListRow[]; total: number }> {
  const params = {
    study_id: query.studyId ?? undefined,
    state: query.state ?? undefined,
    locked_by_id: query.lockedBy ?? undefined,
    q: query.q?.trim() || undefined,
    page: 1,
    page_size: 500,
  };
  const res = await callPaged(flowsList, { params });
  return { rows: res.data, total: res.total ?? res.data.length };
}

export const createFlow = (studyId: Id, title: string) =>
  callApi(flowCreate, { path: { id: studyId }, data: { title } });

/** Deletes a block version; `force` deletes one that was answered or is jumped to. */
export async function deleteBlockVersion(blockVersionId: number, force: boolean): Promise<void> {
  await callApi(blockVersionDelete, {
    path: { id: blockVersionId },
    params: force ? { force: 'true' } : undefined,
    skipErrorHandling: true,
  });
}

/** What publishing changes against the published version, as sentences for the changelog. */
async function changeLog(draft: FlowDraft): Promise<string[]> {
  const publishedId = draft.meta?.published_flow_version_id ?? null;
  const before = publishedId === null ? null : toDraft(await getFlowVersion(publishedId));
  return flowDiff(before, draft).map((entry) => diffSentence(translate, entry));
}

const EVENT_KINDS: readonly string[] = ['checked-out', 'taken-over', 'unlocked', 'discarded', 'published'];
const isEventKind = (kind: string): kind is EditingEvent['kind'] => EVENT_KINDS.includes(kind);

async function history(id: Id): Promise<EditingEvent[]> {
  const events = await callApi(flowEvents, { path: { id } });
  // A kind the console does not know has no words in the history panel; it is left out.
  return events.flatMap(({ kind, ...e }) =>
    isEventKind(kind)
      ? [
          {
            id: e.id,
            kind,
            actorId: e.actor_id ?? '',
            actorName: e.actor_name,
            at: e.at,
            note: e.note ?? null,
            version: e.version ?? null,
          },
        ]
      : [],
  );
}

/** The flow's lifecycle (docs/backend.md sections 8 and 10). */
export const flowAdapter: EditingAdapter<FlowDraft> = {
  resource: 'flows',
  load: async (id) => {
    // What the server holds now is read whole: a half-saved earlier save is saved again in full.
    forgetPartialSave(id);
    return loaded(await getFlow(id));
  },
  checkOut: async (id) => lockOf(await callApi(flowCheckOut, { path: { id } })),
  renew: async (id) => lockOf(await callApi(flowCheckOut, { path: { id }, skipErrorHandling: true })),
  save: async (id, value) => {
    // When the table finds the blocks call risky (a consent block changed since read), the save
    // asks why once, before anything is sent; both calls of the save carry the answer (a retry of
    // the blocks alone reuses the one already given). Cancelled, nothing is sent.
    const reason =
      reasonGivenFor(id, value) ??
      (await reasonFor(
        flowBlocksSave.method,
        fillPath(flowBlocksSave.path, { id }),
        { blocks: value.blocks },
        blocksRead(id),
      ));
    // A retry after the blocks call failed sends only the blocks, unless the fields changed since.
    if (!fieldsAlreadyStored(id, value)) {
      await callApi(flowSave, {
        path: { id },
        data: { ...value.fields, block_sections: value.sections },
        skipErrorHandling: true,
        ...(reason ? { reason } : {}),
      });
    }
    let ids: SavedIds;
    try {
      ids = await saveBlocks(id, value.blocks, reason, blocksRead(id));
    } catch (error) {
      rememberFieldsStored(id, value, reason);
      throw blocksNotSaved(error);
    }
    forgetPartialSave(id);
    const stored = loaded(await getFlow(id));
    announceSavedIds(id, ids);
    return stored;
  },
  publish: async (id, note, _current, signature) => {
    const fresh = await getFlow(id);
    const changes = await changeLog(toDraft(fresh));
    return loaded(
      await callApi(flowPublish, {
        path: { id: fresh.flow_version_id },
        data: signature ? { note, changes, signature } : { note, changes },
      }),
    );
  },
  history,
  diff: (before, after) => flowDiff(before, after),
  title: (draft) => draft.fields.title,
};
