import { find, insert, patch } from '@/mocks/db';
import { refusedOn } from '@/mocks/lib/access';
import { answer, created, declared } from '@/mocks/lib/declared';
import { fail, isObject, notFound, nowIso, readData, str, type Row } from '@/mocks/lib/respond';
import { identify } from '@/mocks/lib/tokens';
import { callLogHandlers } from './call-logs';
import { cohortHandlers } from './cohort';
import { checkedProperties } from './properties';
import { userHandlers } from './users';
import {
  call as callOne,
  document as documentOne,
  documentBytes,
  enrolments,
  logCall,
  passwordReset,
  reviewDocument,
  saveCustomProperties,
  summary,
  uploadDocument,
  userCalls,
  userDocuments,
} from '../user-calls';
import { checkUpload } from '../document-checks';
import { callsOf, callView, documentsOf, documentView, enrolmentsOf, summaryOf } from './views';
import { fileOf, followUps, prepareUser, reviewNotes, storeFile } from './side';

const USERS = 'users';
const CALLS = 'call-logs';
const DOCS = 'documents';

/** The signed-in staff member's user id, for "who logged" and "who reviewed". */
const staffId = (request: Request) => {
  const who = identify(request);
  return who.state === 'valid' ? who.claims.user_id : null;
};

function userOr404(request: Request, id: string, action: 'show' | 'edit'): Response | Row {
  const denied = refusedOn(USERS, request, action);
  if (denied) return denied;
  const user = find(USERS, id);
  if (!user) return notFound('User');
  prepareUser(id);
  return user;
}

/** A stored custom property value as the contract types it: text, a number or a flag. */
const asPropertyValue = (v: unknown): string | number | boolean | null =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? v : v == null ? null : String(v);

const isResponse = (v: Response | Row): v is Response => v instanceof Response;

/**
 * The users area's calls (docs/backend.md, "Participants"). The users search and admin calls and
 * the call-log calls come first, as they did ahead of every area's handlers when the kernel held
 * them: `GET /admin/calls/statuses` must not reach `GET /admin/calls/{id}` below.
 */
export const handlers = [
  ...userHandlers,
  ...callLogHandlers,
  ...cohortHandlers,
  declared(summary, ({ request, params }) => {
    const user = userOr404(request, String(params.id), 'show');
    return isResponse(user) ? user : answer(summary, summaryOf(String(user.id)));
  }),

  declared(enrolments, ({ request, params }) => {
    const user = userOr404(request, String(params.id), 'show');
    return isResponse(user) ? user : answer(enrolments, enrolmentsOf(String(user.id)));
  }),

  declared(userCalls, ({ request, params }) => {
    const user = userOr404(request, String(params.id), 'show');
    return isResponse(user) ? user : answer(userCalls, callsOf(String(user.id)));
  }),

  declared(logCall, async ({ request, params }) => {
    const user = userOr404(request, String(params.id), 'edit');
    if (isResponse(user)) return user;
    const body = await readData(request);
    const errors: Record<string, string> = {};
    if (!find('call-types', String(body.type_id ?? ''))) errors.type_id = 'is a required field';
    if (!find('call-statuses', String(body.status_id ?? ''))) errors.status_id = 'is a required field';
    if (str(body.notes).length > 4000) errors.notes = 'must be at most 4000 characters';
    const follow = str(body.follow_up_on);
    if (follow && !/^\d{4}-\d{2}-\d{2}$/.test(follow)) errors.follow_up_on = 'must be a date';
    if (Object.keys(errors).length > 0) return fail(422, 'The given data was invalid.', errors);
    const call = insert(CALLS, {
      user_id: user.id,
      called_at: nowIso(),
      type_id: Number(body.type_id),
      status_id: Number(body.status_id),
      caller_id: staffId(request),
      notes: str(body.notes),
    });
    followUps.set(String(call.id), follow || null);
    return created(logCall, callView(call));
  }),

  declared(callOne, ({ request, params }) => {
    const denied = refusedOn(CALLS, request, 'show');
    if (denied) return denied;
    const call = find(CALLS, String(params.id));
    return call ? answer(callOne, callView(call)) : notFound('Call');
  }),

  declared(userDocuments, ({ request, params }) => {
    const user = userOr404(request, String(params.id), 'show');
    return isResponse(user) ? user : answer(userDocuments, documentsOf(String(user.id)));
  }),

  declared(uploadDocument, async ({ request, params }) => {
    const user = userOr404(request, String(params.id), 'edit');
    if (isResponse(user)) return user;
    const body = await readData(request);
    const type = find('document-types', String(body.document_type_id ?? ''));
    if (!type) return fail(422, 'The given data was invalid.', { document_type_id: 'is a required field' });
    const base64 = str(body.content_base64);
    if (!base64 || !str(body.file_name))
      return fail(422, 'The given data was invalid.', { file: 'is a required field' });
    const file = {
      name: str(body.file_name),
      type: str(body.content_type),
      size: Math.floor((base64.length * 3) / 4),
    };
    const problem = checkUpload(file);
    if (problem) return fail(422, 'The given data was invalid.', { file: problem.message });
    const at = nowIso();
    const doc = insert(DOCS, {
      file_name: file.name,
      user_id: user.id,
      document_type_id: type.id,
      status: type.requires_review === true ? 'pending_review' : null,
      created_at: at,
      updated_at: at,
    });
    storeFile(String(doc.id), { content_type: file.type, base64, size: file.size });
    return created(uploadDocument, documentView(doc));
  }),

  declared(documentOne, ({ request, params }) => {
    const denied = refusedOn(DOCS, request, 'show');
    if (denied) return denied;
    const doc = find(DOCS, String(params.id));
    return doc ? answer(documentOne, documentView(doc)) : notFound('Document');
  }),

  declared(documentBytes, ({ request, params }) => {
    const denied = refusedOn(DOCS, request, 'show');
    if (denied) return denied;
    const doc = find(DOCS, String(params.id));
    if (!doc) return notFound('Document');
    const file = fileOf(doc);
    return answer(documentBytes, { content_type: file.content_type, base64: file.base64 });
  }),

  declared(reviewDocument, async ({ request, params }) => {
    const denied = refusedOn(DOCS, request, 'edit');
    if (denied) return denied;
    const doc = find(DOCS, String(params.id));
    if (!doc) return notFound('Document');
    const body = await readData(request);
    const decision = str(body.decision);
    const reason = str(body.reason).trim();
    if (decision !== 'approve' && decision !== 'reject')
      return fail(422, 'The given data was invalid.', { decision: 'is a required field' });
    if (decision === 'reject' && !reason)
      return fail(422, 'The given data was invalid.', { reason: 'is a required field' });
    if (documentView(doc).status !== 'pending_review')
      return fail(409, 'This document has already been reviewed.');
    const next = patch(DOCS, doc, {
      status: decision === 'approve' ? 'approved' : 'rejected',
      reviewed_by: staffId(request),
      reviewed_at: nowIso(),
      updated_at: nowIso(),
    });
    if (reason) reviewNotes.set(String(doc.id), reason);
    return answer(reviewDocument, documentView(next));
  }),

  declared(saveCustomProperties, async ({ request, params }) => {
    const user = userOr404(request, String(params.id), 'edit');
    if (isResponse(user)) return user;
    const checked = checkedProperties(await readData(request));
    if (checked instanceof Response) return checked;
    const current: Row = { ...(isObject(user.custom_properties) ? user.custom_properties : {}) };
    for (const name of checked.cleared) delete current[name];
    const next = patch(USERS, user, {
      custom_properties: { ...current, ...checked.set },
      updated_at: nowIso(),
    });
    const props = isObject(next.custom_properties) ? next.custom_properties : {};
    return answer(
      saveCustomProperties,
      Object.entries(props).map(([name, value]) => ({ name, value: asPropertyValue(value) })),
    );
  }),

  declared(passwordReset, ({ request, params }) => {
    const user = userOr404(request, String(params.id), 'edit');
    return isResponse(user) ? user : answer(passwordReset, { sent_at: nowIso() }, undefined, 202);
  }),
];
