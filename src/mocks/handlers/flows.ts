import { http } from 'msw';
import { find, insert, patch, present, remove, rows, schemaOf } from '../db';
import { refusedOn, visibleTo } from '../lib/access';
import { listResponse, staleWrite } from '../lib/entity-ops';
import { parseSearch } from '../lib/query';
import { fail, isObject, nextUpdatedAt, notFound, nowIso, ok, readData, type Row } from '../lib/respond';
import { identify } from '../lib/tokens';
import { writable } from '../lib/validate';

const FLOWS = 'flows';
const BLOCKS = 'blocks';

/** The requester's user id (the token gate lets no request without one through). */
function actorId(request: Request): number | string {
  const who = identify(request);
  return who.state === 'valid' ? who.claims.user_id : '';
}

/** Whether a jump_to (a block id, a list, or rules holding `block_id`s) points at the block. */
function jumpsTo(jump: unknown, blockId: unknown): boolean {
  if (jump === null || jump === undefined) return false;
  if (typeof jump === 'number' || typeof jump === 'string') return String(jump) === String(blockId);
  if (Array.isArray(jump)) return jump.some((j) => jumpsTo(j, blockId));
  if (isObject(jump)) return Object.values(jump).some((j) => jumpsTo(j, blockId));
  return false;
}

const blocksOf = (flowId: string) =>
  rows(BLOCKS)
    .filter((b) => String(b.flow_id) === flowId)
    .map((b) => present(BLOCKS, b));

function lockedByOther(flow: Row, request: Request): boolean {
  return (
    flow.locked_by_id !== null &&
    flow.locked_by_id !== undefined &&
    String(flow.locked_by_id) !== String(actorId(request))
  );
}

/** Spec §7 flow calls: blocks per flow, block-version delete, check-out, patch, publish, lists per study. */
export const flowHandlers = [
  http.get('/api/admin/flows', ({ request }) => {
    const denied = refusedOn(FLOWS, request, 'list');
    if (denied) return denied;
    const raw = parseSearch(new URL(request.url));
    const studyId = raw.study_id;
    return listResponse(
      FLOWS,
      raw,
      typeof studyId === 'string' && studyId !== '' ? { study_id: studyId } : {},
      visibleTo(schemaOf(FLOWS), request),
    );
  }),

  http.get(
    '/api/admin/studies/:id/flows',
    ({ request, params }) =>
      refusedOn(FLOWS, request, 'list') ??
      listResponse(
        FLOWS,
        parseSearch(new URL(request.url)),
        { study_id: String(params.id) },
        visibleTo(schemaOf(FLOWS), request),
      ),
  ),

  http.get('/api/admin/flows/:id/blocks', ({ request, params }) => {
    const denied = refusedOn(BLOCKS, request, 'list');
    if (denied) return denied;
    const id = String(params.id);
    return find(FLOWS, id) ? ok(blocksOf(id)) : notFound('Flow');
  }),

  http.post('/api/admin/flows/:id/blocks', async ({ request, params }) => {
    const denied = refusedOn(BLOCKS, request, 'create');
    if (denied) return denied;
    const flow = find(FLOWS, String(params.id));
    if (!flow) return notFound('Flow');
    const { id: _id, block_version_id: _version, ...data } = await readData(request);
    const block = insert(BLOCKS, {
      jump_to: null,
      ...data,
      flow_id: flow.id,
      flow_version_id: flow.flow_version_id ?? null,
      updated_at: nowIso(),
    });
    return ok(present(BLOCKS, block), { status: 201 });
  }),

  http.delete('/api/admin/block-versions/:id', ({ request, params }) => {
    const denied = refusedOn(BLOCKS, request, 'delete');
    if (denied) return denied;
    const block = rows(BLOCKS).find((b) => String(b.block_version_id) === String(params.id));
    if (!block) return notFound('Block version');
    const force = new URL(request.url).searchParams.get('force') === 'true';
    const referrers = rows(BLOCKS).filter((b) => b !== block && jumpsTo(b.jump_to, block.id));
    if (referrers.length > 0 && !force) {
      return fail(409, 'Other blocks jump to this block. Delete with force to remove it anyway.', {
        jump_to: `Referenced by block ${referrers.map((b) => String(b.id)).join(', ')}`,
      });
    }
    remove(BLOCKS, block);
    return ok(present(BLOCKS, block));
  }),

  http.post('/api/admin/flows/:id/check-out', ({ request, params }) => {
    const denied = refusedOn(FLOWS, request, 'edit');
    if (denied) return denied;
    const flow = find(FLOWS, String(params.id));
    if (!flow) return notFound('Flow');
    if (lockedByOther(flow, request))
      return fail(409, 'This flow is checked out by another user.', {
        locked_by_id: 'Checked out by another user',
      });
    return ok(
      present(
        FLOWS,
        patch(FLOWS, flow, { locked_by_id: actorId(request), updated_at: nextUpdatedAt(flow.updated_at) }),
      ),
    );
  }),

  http.patch('/api/admin/flows/:id', async ({ request, params }) => {
    const denied = refusedOn(FLOWS, request, 'edit');
    if (denied) return denied;
    const flow = find(FLOWS, String(params.id));
    if (!flow) return notFound('Flow');
    if (lockedByOther(flow, request))
      return fail(409, 'This flow is checked out by another user.', {
        locked_by_id: 'Checked out by another user',
      });
    const stale = staleWrite(FLOWS, flow, request.headers.get('If-Match'));
    if (stale) return stale;
    const changes = writable(schemaOf(FLOWS), await readData(request));
    return ok(present(FLOWS, patch(FLOWS, flow, { ...changes, updated_at: nextUpdatedAt(flow.updated_at) })));
  }),

  http.put('/api/admin/flow-versions/:id/publish', ({ request, params }) => {
    const denied = refusedOn(FLOWS, request, 'edit');
    if (denied) return denied;
    const flow = rows(FLOWS).find((f) => String(f.flow_version_id) === String(params.id));
    if (!flow) return notFound('Flow version');
    const version = (typeof flow.version === 'number' ? flow.version : 0) + 1;
    const next = {
      is_published: true,
      version,
      locked_by_id: null,
      updated_at: nextUpdatedAt(flow.updated_at),
    };
    return ok(present(FLOWS, patch(FLOWS, flow, next)));
  }),
];
