import { diffSentence, type EditingAdapter, type EditingLock, type Loaded } from '@/editing';
import { request } from '@/http';
import { translate } from '@/i18n';
import { flowDiff } from './flow-diff';
import type { Block, FlowDraft, FlowListRow, FlowRecord, FlowVersionEntry } from './types';

const read = async <R>(url: string, options: Parameters<typeof request>[1] = {}) =>
  (await request<R>(url, options)).data;

const lockOf = (r: FlowRecord): EditingLock | null =>
  r.locked_by_id === null
    ? null
    : { holderId: r.locked_by_id, holderName: r.locked_by_name, since: r.locked_at };

/** The record as the editor works on it: fields, sections and blocks, with the version it came from. */
export function toDraft(r: FlowRecord): FlowDraft {
  return {
    meta: {
      flow_version_id: r.flow_version_id,
      version: r.version,
      study_id: r.study_id,
      study_title: r.study_title,
      published_flow_version_id: r.published_flow_version_id,
      published_version: r.published_version,
    },
    fields: {
      title: r.title,
      description: r.description ?? '',
      locale_id: r.locale_id,
      is_public: r.is_public,
      is_admin_only: r.is_admin_only,
      allow_public_resume: r.allow_public_resume,
      anonymous_submissions_only: r.anonymous_submissions_only,
      screenout_if_unsuccessful: r.screenout_if_unsuccessful,
      relevance: r.relevance ?? null,
      end_rules: r.end_rules ?? null,
      inclusion_criteria: r.inclusion_criteria ?? null,
      end_section: r.end_section ?? null,
    },
    sections: r.block_sections,
    blocks: r.blocks,
  };
}

const loaded = (r: FlowRecord): Loaded<FlowDraft> => ({
  value: toDraft(r),
  state: r.is_published ? 'published' : 'draft',
  version: r.updated_at,
  lock: lockOf(r),
});

const flowPath = (id: string | number) => `/admin/flows/${id}`;

export const getFlow = (id: string | number) => read<FlowRecord>(flowPath(id));
export const getFlowVersion = (versionId: number) => read<FlowRecord>(`/admin/flow-versions/${versionId}`);
export const getVersions = (id: string | number) => read<FlowVersionEntry[]>(`${flowPath(id)}/versions`);

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
  const res = await request<FlowListRow[]>('/admin/flows', { params });
  return { rows: res.data, total: res.meta?.total ?? res.data.length };
}

export const createFlow = (studyId: string | number, title: string) =>
  read<FlowRecord>(`/admin/studies/${studyId}/flows`, { method: 'POST', data: { title } });

/** Deletes a block version; `force` deletes one that was answered or is jumped to. */
export async function deleteBlockVersion(blockVersionId: number, force: boolean): Promise<void> {
  await request(`/admin/block-versions/${blockVersionId}`, {
    method: 'DELETE',
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

/** The flow's lifecycle (src/data/API.md sections 8 and 10). */
export const flowAdapter: EditingAdapter<FlowDraft> = {
  resource: 'flows',
  load: async (id) => loaded(await getFlow(id)),
  checkOut: async (id) => lockOf(await read<FlowRecord>(`${flowPath(id)}/check-out`, { method: 'POST' })),
  renew: async (id) =>
    lockOf(await read<FlowRecord>(`${flowPath(id)}/check-out`, { method: 'POST', skipErrorHandling: true })),
  save: async (id, value) => {
    await request(flowPath(id), {
      method: 'PATCH',
      data: { ...value.fields, block_sections: value.sections },
      skipErrorHandling: true,
    });
    await request<Block[]>(`${flowPath(id)}/blocks`, {
      method: 'POST',
      data: { blocks: value.blocks },
      skipErrorHandling: true,
    });
    return loaded(await getFlow(id));
  },
  publish: async (id, note) => {
    const fresh = await getFlow(id);
    const changes = await changeLog(toDraft(fresh));
    return loaded(
      await read<FlowRecord>(`/admin/flow-versions/${fresh.flow_version_id}/publish`, {
        method: 'PUT',
        data: { note, changes },
      }),
    );
  },
  history: async (id) =>
    (
      await read<
        {
          id: number;
          kind: 'checked-out' | 'published';
          actor_id: number;
          actor_name: string;
          at: string;
          note?: string;
          version?: number;
        }[]
      >(`${flowPath(id)}/events`)
    ).map((e) => ({
      id: e.id,
      kind: e.kind,
      actorId: e.actor_id,
      actorName: e.actor_name,
      at: e.at,
      note: e.note ?? null,
      version: e.version ?? null,
    })),
  diff: (before, after) => flowDiff(before, after),
  title: (draft) => draft.fields.title,
};
