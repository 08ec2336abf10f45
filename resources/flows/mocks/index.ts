import { noteOnWrite } from '@/mocks/audit/recorder';
import { checkSignature } from '@/mocks/audit/signature';
import { insert, schemaOf } from '@/mocks/db';
import { refusedOn, visibleTo } from '@/mocks/lib/access';
import { answer, created, declared } from '@/mocks/lib/declared';
import { fail, isObject, notFound, nowIso, readData, str, versionConflict } from '@/mocks/lib/respond';
import { FLOW_FIELDS } from '@/domain/flow-fields';
import { checkFlow, hasErrors } from '../checks';
import {
  blockVersionDelete,
  flowBlocks,
  flowBlocksSave,
  flowCheckOut,
  flowCreate,
  flowEvents,
  flowOne,
  flowPublish,
  flowSave,
  flowsByStudy,
  flowsList,
  flowVersion,
  flowVersions,
} from '../contract';
import { seedVersion } from './seed';
import {
  addFlow,
  allFlows,
  current,
  flowOfBlockVersion,
  listRow,
  present,
  recordEvent,
  storedFlow,
  touch,
  type StoredFlow,
  versionHash,
} from './store';
import type { StoredVersion } from './seed';
import { actorOf, type Actor, draftFrom, jumpersTo, lockRefusal, upsertBlocks } from './writes';
import type { BlockSection, FlowFields } from '../types';

function listAnswer(
  decl: typeof flowsList | typeof flowsByStudy,
  request: Request,
  studyId: string | null,
): Response {
  const q = new URL(request.url).searchParams;
  const visible = visibleTo(schemaOf('flows'), request);
  const search = (q.get('q') ?? '').trim().toLowerCase();
  const state = q.get('state');
  const holder = q.get('locked_by_id');
  const found = allFlows()
    .filter((f) => visible({ id: f.id, study_id: f.study_id }))
    .map(listRow)
    .filter((r) => !studyId || String(r.study_id) === studyId)
    .filter((r) => !state || r.state === state)
    .filter((r) => !holder || String(r.locked_by_id) === holder)
    .filter((r) => !search || r.title.toLowerCase().includes(search))
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at) || a.id - b.id);
  const page = Math.max(1, Number(q.get('page') ?? 1));
  const size = Math.min(500, Math.max(1, Number(q.get('page_size') ?? 50)));
  return answer(decl, found.slice((page - 1) * size, page * size), { total: found.length });
}

type Writable = { refusal: Response } | { flow: StoredFlow; draft: StoredVersion; actor: Actor };

/** The flow, the caller and the check that they hold its check-out, or the refusal. */
function writable(request: Request, id: unknown): Writable {
  const denied = refusedOn('flows', request, 'edit');
  if (denied) return { refusal: denied };
  const actor = actorOf(request);
  if (!actor) return { refusal: fail(401, 'Unauthenticated') };
  const flow = storedFlow(String(id));
  if (!flow) return { refusal: notFound('Flow') };
  const refusal = lockRefusal(flow, actor);
  if (refusal || flow.draft === null) return { refusal: refusal ?? fail(409, 'This flow has no draft.') };
  return { flow, draft: flow.draft, actor };
}

function deleteBlock(request: Request, blockVersionId: number): Response {
  const owner = flowOfBlockVersion(blockVersionId);
  if (!owner) return notFound('Block version');
  const w = writable(request, owner.id);
  if ('refusal' in w) return w.refusal;
  // A version of the published block names the same block in the draft checked out from it.
  const published = owner.published?.blocks.find((b) => b.block_version_id === blockVersionId);
  const block = w.draft.blocks.find((b) => b.block_version_id === blockVersionId || b.id === published?.id);
  if (!block) return fail(409, 'Only blocks of the draft can be deleted.');
  const force = new URL(request.url).searchParams.get('force') === 'true';
  const answered = w.flow.answered.has(block.id);
  const jumpers = jumpersTo(w.draft, block.id);
  if (!force && (answered || jumpers.length > 0)) {
    const errors: Record<string, string> = {};
    if (answered) errors.answered = 'Participants have answered this block in a published version.';
    if (jumpers.length > 0)
      errors.jump_to = `Jumped to from ${jumpers.map((b) => `"${b.heading}"`).join(', ')}`;
    return fail(409, 'This block is in use. Delete it with force to remove it anyway.', errors);
  }
  w.draft.blocks = w.draft.blocks.filter((b) => b !== block);
  w.draft.sections = w.draft.sections.map((s) => ({
    ...s,
    block_ids: s.block_ids.filter((id) => id !== block.id),
  }));
  touch(w.flow);
  return answer(blockVersionDelete, block);
}

/** The flow calls of spec §7 and those docs/backend.md decides for the flow editor. */
export const handlers = [
  declared(
    flowsList,
    ({ request }) =>
      refusedOn('flows', request, 'list') ??
      listAnswer(flowsList, request, new URL(request.url).searchParams.get('study_id')),
  ),
  declared(
    flowsByStudy,
    ({ request, params }) =>
      refusedOn('flows', request, 'list') ?? listAnswer(flowsByStudy, request, String(params.id)),
  ),

  declared(flowCreate, async ({ request, params }) => {
    const denied = refusedOn('flows', request, 'create');
    const actor = actorOf(request);
    if (denied || !actor) return denied ?? fail(401, 'Unauthenticated');
    const title = str((await readData(request)).title).trim();
    if (title.length < 2)
      return fail(422, 'The given data was invalid.', { title: 'must be at least 2 characters' });
    const at = nowIso();
    const studyId = Number(params.id);
    const row = insert('flows', {
      title,
      study_id: studyId,
      version: 1,
      is_published: false,
      updated_at: at,
    });
    const id = Number(row.id);
    const draft = seedVersion(id, title, 'the condition', 1, at);
    draft.blocks = [];
    draft.sections = [{ id: 's1', title: 'Section 1', block_ids: [] }];
    draft.fields = {
      ...draft.fields,
      description: '',
      relevance: null,
      end_rules: null,
      inclusion_criteria: null,
    };
    const flow = {
      id,
      study_id: studyId,
      published: null,
      draft,
      lock: { id: actor.id, name: actor.name, at },
      answered: new Set<number>(),
      history: [],
      events: [],
      updated_at: at,
    };
    addFlow(flow);
    recordEvent(flow, { kind: 'checked-out', actor_id: actor.id, actor_name: actor.name, at });
    return created(flowCreate, present(flow));
  }),

  declared(flowOne, ({ request, params }) => {
    const denied = refusedOn('flows', request, 'show');
    if (denied) return denied;
    const flow = storedFlow(String(params.id));
    return flow ? answer(flowOne, present(flow)) : notFound('Flow');
  }),

  declared(flowBlocks, ({ request, params }) => {
    const denied = refusedOn('blocks', request, 'list');
    if (denied) return denied;
    const flow = storedFlow(String(params.id));
    return flow ? answer(flowBlocks, current(flow).blocks) : notFound('Flow');
  }),

  declared(flowBlocksSave, async ({ request, params }) => {
    const w = writable(request, params.id);
    if ('refusal' in w) return w.refusal;
    const body = await readData(request);
    const incoming = Array.isArray(body.blocks) ? body.blocks : [body];
    const ids = upsertBlocks(w.flow, w.draft, incoming, nowIso());
    touch(w.flow);
    return answer(flowBlocksSave, w.draft.blocks, { ids: Object.fromEntries(ids) });
  }),

  declared(blockVersionDelete, ({ request, params }) => deleteBlock(request, Number(params.id))),

  declared(flowCheckOut, ({ request, params }) => {
    const denied = refusedOn('flows', request, 'edit');
    const actor = actorOf(request);
    if (denied || !actor) return denied ?? fail(401, 'Unauthenticated');
    const flow = storedFlow(String(params.id));
    if (!flow) return notFound('Flow');
    if (flow.lock && String(flow.lock.id) !== String(actor.id)) return lockRefusal(flow, actor);
    const at = nowIso();
    if (!flow.lock) {
      flow.lock = { id: actor.id, name: actor.name, at };
      recordEvent(flow, { kind: 'checked-out', actor_id: actor.id, actor_name: actor.name, at });
    }
    flow.draft ??= draftFrom(flow, at);
    touch(flow);
    return answer(flowCheckOut, present(flow));
  }),

  declared(flowSave, async ({ request, params }) => {
    const w = writable(request, params.id);
    if ('refusal' in w) return w.refusal;
    const ifMatch = request.headers.get('If-Match');
    if (ifMatch && ifMatch !== '*' && ifMatch.replace(/"/g, '') !== w.flow.updated_at)
      return versionConflict(present(w.flow));
    const body = await readData(request);
    const fields: Record<string, unknown> = { ...w.draft.fields };
    for (const key of FLOW_FIELDS) if (key in body) fields[key] = body[key];
    w.draft.fields = fields as unknown as FlowFields;
    if (Array.isArray(body.block_sections))
      w.draft.sections = body.block_sections.filter(isObject) as unknown as BlockSection[];
    touch(w.flow);
    return answer(flowSave, present(w.flow));
  }),

  declared(flowPublish, async ({ request, params }) => {
    const owner = allFlows().find((f) => f.draft?.flow_version_id === Number(params.id));
    if (!owner) return notFound('Flow version');
    const w = writable(request, owner.id);
    if ('refusal' in w) return w.refusal;
    const problems = checkFlow({
      fields: w.draft.fields,
      sections: w.draft.sections,
      blocks: w.draft.blocks,
    });
    if (hasErrors(problems))
      return fail(422, 'This flow has problems to fix before it can be published.', {
        blocks: `${problems.filter((p) => p.severity === 'error').length} problems`,
      });
    const body = await readData(request);
    const record = { entity: 'flows', record_id: String(owner.id) };
    // What participants consent to goes live only under an electronic signature.
    if (w.draft.blocks.some((b) => b.type_id === 'informed_consent')) {
      const signature = await checkSignature(request, body, versionHash(w.draft), {
        call: `${flowPublish.method} ${flowPublish.path}`,
        ...record,
      });
      if (signature instanceof Response) return signature;
      noteOnWrite({ kind: 'publish', signature, subject: record, version: w.draft.version });
    } else noteOnWrite({ kind: 'publish', subject: record, version: w.draft.version });
    const at = nowIso();
    const note = str(body.note).trim();
    const changes = Array.isArray(body.changes)
      ? body.changes.filter((c): c is string => typeof c === 'string')
      : [];
    w.flow.history.unshift({
      flow_version_id: w.draft.flow_version_id,
      version: w.draft.version,
      published_at: at,
      published_by_name: w.actor.name,
      note,
      changes,
    });
    w.flow.published = w.draft;
    w.flow.draft = null;
    w.flow.lock = null;
    for (const b of w.flow.published.blocks) w.flow.answered.add(b.id);
    recordEvent(w.flow, {
      kind: 'published',
      actor_id: w.actor.id,
      actor_name: w.actor.name,
      at,
      note,
      version: w.flow.published.version,
    });
    touch(w.flow);
    return answer(flowPublish, present(w.flow));
  }),

  declared(flowVersion, ({ request, params }) => {
    const denied = refusedOn('flows', request, 'show');
    if (denied) return denied;
    const id = Number(params.id);
    const flow = allFlows().find(
      (f) => f.published?.flow_version_id === id || f.draft?.flow_version_id === id,
    );
    if (!flow) return notFound('Flow version');
    const version = flow.published?.flow_version_id === id ? flow.published : flow.draft;
    return version ? answer(flowVersion, present(flow, version)) : notFound('Flow version');
  }),

  declared(flowVersions, ({ request, params }) => {
    const flow = storedFlow(String(params.id));
    return (
      refusedOn('flows', request, 'show') ?? (flow ? answer(flowVersions, flow.history) : notFound('Flow'))
    );
  }),

  declared(flowEvents, ({ request, params }) => {
    const flow = storedFlow(String(params.id));
    return refusedOn('flows', request, 'show') ?? (flow ? answer(flowEvents, flow.events) : notFound('Flow'));
  }),
];
